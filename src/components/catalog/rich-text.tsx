import { Box, type BoxProps } from '@chakra-ui/react';

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API, sanitised by the server when it was written. */
  html: string;
}

/** An item description rendered as HTML, with readable typography for what an editor produces. */
export function RichText({ html, ...boxProps }: RichTextProps) {
  return (
    <Box
      color="fg"
      lineHeight="tall"
      css={{
        '& > * + *': { marginTop: '0.85em' },
        '& h1, & h2, & h3, & h4': {
          fontWeight: 'semibold',
          lineHeight: 'short',
          marginTop: '1.2em',
        },
        '& h1, & h2': { fontSize: 'xl' },
        '& h3, & h4': { fontSize: 'lg' },
        '& ul, & ol': { paddingInlineStart: '1.4em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.3em' },
        '& a': { color: 'brand.700', textDecoration: 'underline' },
        '& strong, & b': { fontWeight: 'semibold' },
        '& blockquote': {
          borderInlineStartWidth: '3px',
          borderColor: 'brand.300',
          paddingInlineStart: '1em',
          color: 'fg.muted',
        },
        '& table': { width: 'full', borderCollapse: 'collapse' },
        '& td, & th': {
          borderWidth: '1px',
          borderColor: 'border',
          padding: '0.4em 0.6em',
          textAlign: 'start',
        },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...boxProps}
    />
  );
}
