import { Box, Flex, Separator } from '@chakra-ui/react';
import { IconButton } from '@/components/ui/button';
import type { ReactNode } from 'react';
import { LinkIcon } from '@/components/icons';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  PilcrowIcon,
  UnlinkIcon,
} from '@/components/icons/editor';

export type EditorCommand =
  | 'bold'
  | 'italic'
  | 'h2'
  | 'h3'
  | 'p'
  | 'insertUnorderedList'
  | 'insertOrderedList'
  | 'link'
  | 'unlink';

export type ActiveFormats = Partial<Record<EditorCommand, boolean>>;

const groups: Array<
  Array<{ command: EditorCommand; label: string; icon: ReactNode; toggles: boolean }>
> = [
  [
    { command: 'bold', label: 'Negrita', icon: <BoldIcon />, toggles: true },
    { command: 'italic', label: 'Cursiva', icon: <ItalicIcon />, toggles: true },
  ],
  [
    { command: 'h2', label: 'Título', icon: <Heading2Icon />, toggles: true },
    { command: 'h3', label: 'Subtítulo', icon: <Heading3Icon />, toggles: true },
    { command: 'p', label: 'Párrafo', icon: <PilcrowIcon />, toggles: true },
  ],
  [
    {
      command: 'insertUnorderedList',
      label: 'Lista con viñetas',
      icon: <ListIcon />,
      toggles: true,
    },
    {
      command: 'insertOrderedList',
      label: 'Lista numerada',
      icon: <ListOrderedIcon />,
      toggles: true,
    },
  ],
  [
    { command: 'link', label: 'Insertar enlace', icon: <LinkIcon />, toggles: false },
    { command: 'unlink', label: 'Quitar enlace', icon: <UnlinkIcon />, toggles: false },
  ],
];

export interface EditorToolbarProps {
  active: ActiveFormats;
  onCommand: (command: EditorCommand) => void;
  /** Says what the toolbar formats, e.g. 'Formato de la descripción'. */
  label: string;
  controls: string;
}

/**
 * The editor's buttons. Mouse-down is prevented so the selection in the text stays where it was;
 * the command runs on click, so keyboards and screen readers press them as any button.
 */
export function EditorToolbar({ active, onCommand, label, controls }: EditorToolbarProps) {
  return (
    <Flex
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      gap="1"
      wrap="wrap"
      align="center"
      p="1.5"
      borderBottomWidth="1px"
      bg="gray.50"
    >
      {groups.map((group, index) => (
        <Flex key={group[0].command} align="center" gap="0.5">
          {index > 0 && <Separator orientation="vertical" h="5" mx="1" />}
          {group.map(({ command, label: buttonLabel, icon, toggles }) => (
            <IconButton
              key={command}
              aria-label={buttonLabel}
              title={buttonLabel}
              aria-pressed={toggles ? Boolean(active[command]) : undefined}
              size="sm"
              variant={active[command] ? 'subtle' : 'ghost'}
              colorPalette={active[command] ? 'accent' : 'gray'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onCommand(command)}
            >
              <Box as="span" fontSize="md">
                {icon}
              </Box>
            </IconButton>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
