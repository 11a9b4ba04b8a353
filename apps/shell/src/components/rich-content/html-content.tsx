/**
 * Renders admin-configured Markdown/HTML, sanitized. Its own lazy chunk: marked and DOMPurify load
 * only on pages that show such content (home, about, a custom footer), never on /login.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { markdownToHtml } from './markdown-to-html.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export type HtmlContentProps = {
  source: string;
  /** 'markdown' renders Markdown first; 'html' only sanitizes (the footer is HTML). */
  format: 'markdown' | 'html';
  inline?: boolean;
};

export default function HtmlContent({ source, format, inline = false }: HtmlContentProps) {
  const html = useMemo(() => (format === 'markdown' ? markdownToHtml(source) : sanitizeHtml(source)), [source, format]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      sx={{ '& img': { maxWidth: '100%' }, '& a': { color: 'primary.main' }, '& pre': { overflowX: 'auto' } }}
      // Sanitized just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
