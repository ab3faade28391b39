import { Box, Button, Flex, Input, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toLinkHref } from './editor-html';
import { EditorToolbar, type ActiveFormats, type EditorCommand } from './editor-toolbar';

export interface RichTextEditorProps {
  id: string;
  /** id of the visible label. */
  labelledBy: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  placeholder?: string;
}

const BLOCKS = ['h2', 'h3', 'p'] as const;

function readActiveFormats(): ActiveFormats {
  const block = String(document.queryCommandValue('formatBlock') || '').toLowerCase();
  return {
    bold: document.queryCommandState('bold'),
    italic: document.queryCommandState('italic'),
    insertUnorderedList: document.queryCommandState('insertUnorderedList'),
    insertOrderedList: document.queryCommandState('insertOrderedList'),
    h2: block === 'h2',
    h3: block === 'h3',
    p: block === 'p' || block === 'div',
  };
}

/**
 * A small rich-text editor on a contentEditable region with document.execCommand: bold, italic,
 * headings, lists and links. Its value is the region's HTML; the server sanitises it on save.
 */
export function RichTextEditor({
  id,
  labelledBy,
  describedBy,
  value,
  onChange,
  onBlur,
  invalid,
  placeholder,
}: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<ActiveFormats>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  // Outside changes (a reset, a restored draft) replace the content; our own edits do not.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === emitted.current) return;
    editor.innerHTML = value;
    emitted.current = value;
  }, [value]);

  const emit = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    emitted.current = editor.innerHTML;
    onChange(editor.innerHTML);
  }, [onChange]);

  useEffect(() => {
    const onSelectionChange = () => {
      const editor = editorRef.current;
      const selection = document.getSelection();
      if (!editor || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (!editor.contains(range.commonAncestorContainer)) return;
      savedRange.current = range.cloneRange();
      if (typeof document.queryCommandState === 'function') setActive(readActiveFormats());
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  /** Focus back in the text with the selection it had, ready for a command. */
  const restoreSelection = () => {
    const editor = editorRef.current;
    // Still focused (the toolbar keeps focus on mouse-down): resetting the selection would drop
    // the caret's pending format, e.g. bold switched off before typing on.
    if (!editor || document.activeElement === editor) return;
    editor.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const exec = (command: string, argument?: string) => {
    restoreSelection();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    emit();
    setActive(readActiveFormats());
  };

  const onCommand = (command: EditorCommand) => {
    if (command === 'link') {
      setLinkText('');
      setLinkError(null);
      setLinkOpen(true);
      return;
    }
    if ((BLOCKS as readonly string[]).includes(command)) {
      // A heading pressed again turns back into a paragraph.
      const target = active[command] && command !== 'p' ? 'p' : command;
      exec('formatBlock', `<${target}>`);
      return;
    }
    exec(command);
  };

  const closeLinkForm = () => {
    setLinkOpen(false);
    restoreSelection();
  };

  const applyLink = () => {
    const href = toLinkHref(linkText);
    if (!href) {
      setLinkError(
        'Escriba una dirección web, un correo o un teléfono (https://…, mailto:…, tel:…)',
      );
      return;
    }
    setLinkOpen(false);
    const selection = savedRange.current;
    if (!selection || selection.collapsed) {
      restoreSelection();
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${href.replace(/"/g, '&quot;')}">${linkText.trim().replace(/</g, '&lt;')}</a>`,
      );
      emit();
      return;
    }
    exec('createLink', href);
  };

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="lg"
      bg="white"
      overflow="hidden"
      _focusWithin={{
        borderColor: invalid ? 'border.error' : 'brand.500',
        boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)',
      }}
    >
      <EditorToolbar
        active={active}
        onCommand={onCommand}
        label="Formato de la descripción"
        controls={id}
      />
      {linkOpen && (
        <Box
          role="group"
          px="3"
          py="2"
          bg="brand.50"
          borderBottomWidth="1px"
          aria-label="Insertar enlace"
        >
          <Flex gap="2" align="center" wrap="wrap">
            <Input
              size="sm"
              bg="white"
              flex="1"
              minW="40"
              ref={linkInputRef}
              value={linkText}
              onChange={(e) => setLinkText(e.target.value)}
              onKeyDown={(e) => {
                // Enter applies instead of submitting the item form; Escape closes only this.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.stopPropagation();
                  closeLinkForm();
                }
              }}
              aria-label="Dirección del enlace"
              placeholder="https://…"
              aria-invalid={linkError ? true : undefined}
            />
            <Button size="sm" colorPalette="brand" onClick={applyLink}>
              Aplicar
            </Button>
            <Button size="sm" variant="ghost" onClick={closeLinkForm}>
              Cancelar
            </Button>
          </Flex>
          {linkError && (
            <Text role="alert" fontSize="xs" color="fg.error" mt="1">
              {linkError}
            </Text>
          )}
        </Box>
      )}
      <Box
        ref={editorRef}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={onBlur}
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onPaste={(event) => {
          // Pasted text comes in plain: formatting from other programs is not what visitors see.
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        color="fg"
        minH="48"
        maxH="md"
        overflowY="auto"
        px="4"
        py="3"
        outline="none"
        lineHeight="tall"
        css={{
          '&:empty::before': {
            content: 'attr(data-placeholder)',
            color: 'fg.subtle',
            pointerEvents: 'none',
          },
          '& > * + *': { marginTop: '0.75em' },
          '& h2': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'short' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'short' },
          '& ul, & ol': { paddingInlineStart: '1.4em' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'brand.700', textDecoration: 'underline' },
          '& b, & strong': { fontWeight: 'semibold' },
        }}
      />
    </Box>
  );
}
