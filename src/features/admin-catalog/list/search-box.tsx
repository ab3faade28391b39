import { Box, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '@/components/icons';

const SEARCH_DELAY_MS = 350;

export interface SearchBoxProps {
  /** The search in effect (from the address). */
  value: string;
  /** Called once typing pauses. */
  onSearch: (value: string) => void;
  label: string;
}

/** A search field that waits for a pause in typing before searching; follows Back/Forward. */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);

  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Box position="relative" flex="1" maxW={{ md: 'sm' }}>
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        zIndex="1"
        display="flex"
      >
        <SearchIcon />
      </Box>
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={label}
        placeholder={label}
        ps="10"
        bg="white"
        maxLength={100}
      />
    </Box>
  );
}
