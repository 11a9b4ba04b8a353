import type { SxProps, Theme } from '@mui/material/styles';

/** Token colours of the highlighter (highlight.js classes), light and dark, instead of its CSS files. */
function codeColours(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    '& .hljs-keyword, & .hljs-selector-tag, & .hljs-built_in, & .hljs-doctag': { color: dark ? '#ff7b72' : '#cf222e' },
    '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-attribute': { color: dark ? '#a5d6ff' : '#0a3069' },
    '& .hljs-number, & .hljs-literal, & .hljs-variable, & .hljs-template-variable, & .hljs-attr': { color: dark ? '#79c0ff' : '#0550ae' },
    '& .hljs-title, & .hljs-title.function_, & .hljs-section, & .hljs-name': { color: dark ? '#d2a8ff' : '#8250df' },
    '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: dark ? '#8b949e' : '#6e7781', fontStyle: 'italic' },
    '& .hljs-type, & .hljs-params, & .hljs-symbol, & .hljs-bullet': { color: dark ? '#ffa657' : '#953800' },
    '& .hljs-deletion': { color: dark ? '#ffdcd7' : '#82071e' },
  };
}

/** Typography of a rendered reply: compact headings, scrolling code blocks and tables, wrapped long words. */
export const markdownStyles: SxProps<Theme> = (theme) => ({
  overflowWrap: 'anywhere',
  fontSize: '0.9375rem',
  lineHeight: 1.6,
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p, & ul, & ol, & blockquote, & pre, & table': { my: 1 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, mt: 1.5, mb: 0.75 },
  '& h1': { fontSize: '1.25rem' },
  '& h2': { fontSize: '1.125rem' },
  '& ul, & ol': { pl: 3 },
  '& a': { color: theme.palette.primary.main },
  '& blockquote': { pl: 1.5, ml: 0, borderLeft: `3px solid ${theme.palette.divider}`, color: theme.palette.text.secondary },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85em' },
  '& :not(pre) > code': { px: 0.5, py: 0.125, borderRadius: 0.5, bgcolor: theme.palette.action.hover },
  '& pre': {
    p: 1.5,
    borderRadius: 1,
    overflowX: 'auto',
    bgcolor: theme.palette.mode === 'dark' ? '#0d1117' : '#f6f8fa',
    border: `1px solid ${theme.palette.divider}`,
  },
  '& pre code': { whiteSpace: 'pre', overflowWrap: 'normal' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
  '& th, & td': { border: `1px solid ${theme.palette.divider}`, px: 1, py: 0.5 },
  '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}` },
  ...codeColours(theme),
});
