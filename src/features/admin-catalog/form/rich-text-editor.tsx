import { Box, Flex, Input, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { EDITOR_TAGS, type DescriptionTag } from '@/shared/description-html';
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

/** An extension of StarterKit on when the editor offers its element, off otherwise. */
const offered = (tag: DescriptionTag) => (EDITOR_TAGS.has(tag) ? {} : false);
const HEADING_LEVELS = ([2, 3, 4] as const).filter((level) => EDITOR_TAGS.has(`h${level}`));

/**
 * What the description may hold: what the editor offers of the allow-list the server's
 * sanitiser keeps (src/shared/description-html.ts): paragraphs, two heading levels, bold,
 * italic, lists and links. Links are not followed while editing, and addresses typed or pasted
 * become links.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: HEADING_LEVELS },
    // Not in the allow-list at all: the sanitiser would drop them.
    code: false,
    codeBlock: false,
    blockquote: offered('blockquote'),
    horizontalRule: offered('hr'),
    strike: offered('s'),
    underline: offered('u'),
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/** The editor's HTML as the form keeps it: '' when it shows nothing. */
/** The editable area's name, description and state, as a multi-line text box. */
const editableAttributes = (
  id: string,
  labelledBy: string,
  describedBy: string | undefined,
  invalid: boolean | undefined,
): Record<string, string> => ({
  id,
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function readActiveFormats(editor: Editor): ActiveFormats {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    p: editor.isActive('paragraph'),
    insertUnorderedList: editor.isActive('bulletList'),
    insertOrderedList: editor.isActive('orderedList'),
  };
}

/** Runs a toolbar command on the editor (headings pressed again turn back into paragraphs). */
function runCommand(editor: Editor, command: Exclude<EditorCommand, 'link'>) {
  const chain = editor.chain().focus();
  switch (command) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'h2':
      return chain.toggleHeading({ level: 2 }).run();
    case 'h3':
      return chain.toggleHeading({ level: 3 }).run();
    case 'p':
      return chain.setParagraph().run();
    case 'insertUnorderedList':
      return chain.toggleBulletList().run();
    case 'insertOrderedList':
      return chain.toggleOrderedList().run();
    case 'unlink':
      return chain.extendMarkRange('link').unsetLink().run();
  }
}

/**
 * The description's rich-text editor, on Tiptap (ProseMirror): bold, italic, headings, lists and
 * links, with the same toolbar as before. Its value is the editor's HTML; the server sanitises it
 * on save, and the preview beside it shows what visitors will see. Pasted text comes in plain:
 * formatting from other programs is not what visitors see.
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
  const emitted = useRef(value);
  // The latest callbacks, for the editor's handlers (created once).
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  }, [onChange, onBlur]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: editableAttributes(id, labelledBy, describedBy, invalid),
      handlePaste(view, event) {
        const text = event.clipboardData?.getData('text/plain');
        if (!text || !event.clipboardData?.types.includes('text/html')) return false;
        // Only the plain text goes in, as paragraphs (the same as pasting from a text editor).
        const paragraphs = text
          .split(/\r?\n/)
          .map((line) =>
            view.state.schema.node('paragraph', null, line ? view.state.schema.text(line) : []),
          );
        const { from, to } = view.state.selection;
        view.dispatch(
          paragraphs.length === 1
            ? view.state.tr.insertText(text, from, to)
            : view.state.tr.replaceWith(from, to, paragraphs).scrollIntoView(),
        );
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = htmlOf(current);
      handlers.current.onChange(emitted.current);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  // The labels and the error state follow the props.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: editableAttributes(id, labelledBy, describedBy, invalid),
      },
    });
  }, [editor, id, labelledBy, describedBy, invalid]);

  // Outside changes (a reset, a restored draft) replace the content; our own edits do not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: readActiveFormats(current),
      empty: current.isEmpty,
    }),
  });

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  const onCommand = (command: EditorCommand) => {
    if (command === 'link') {
      setLinkText(editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '');
      setLinkError(null);
      setLinkOpen(true);
      return;
    }
    runCommand(editor, command);
  };

  const closeLinkForm = () => {
    setLinkOpen(false);
    editor.commands.focus();
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
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself is the link's text.
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: linkText.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
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
        boxShadow: '0 0 0 1px {colors.brand.focusRing}',
      }}
    >
      <EditorToolbar
        active={state.active}
        onCommand={onCommand}
        label="Formato de la descripción"
        controls={`${id}-area`}
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
            <Button size="sm" colorPalette="accent" onClick={applyLink}>
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
        position="relative"
        color="fg"
        lineHeight="tall"
        css={{
          '& .ProseMirror': {
            minHeight: '48',
            maxHeight: 'md',
            overflowY: 'auto',
            paddingInline: '4',
            paddingBlock: '3',
            outline: 'none',
            whiteSpace: 'pre-wrap',
          },
          '& .ProseMirror > * + *': { marginTop: '0.75em' },
          '& h2': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'short' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'short' },
          '& ul, & ol': { paddingInlineStart: '1.4em' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'brand.700', textDecoration: 'underline' },
          '& b, & strong': { fontWeight: 'semibold' },
        }}
      >
        {state.empty && placeholder && (
          <Text
            aria-hidden
            position="absolute"
            top="3"
            insetStart="4"
            color="fg.muted"
            pointerEvents="none"
          >
            {placeholder}
          </Text>
        )}
        {/* The toolbar's aria-controls names this wrapper: React renders it with the toolbar,
            while ProseMirror's own element (which carries `id`) is attached in an effect. */}
        <EditorContent editor={editor} id={`${id}-area`} />
      </Box>
    </Box>
  );
}
