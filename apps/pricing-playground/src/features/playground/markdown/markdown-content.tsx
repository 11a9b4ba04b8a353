import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import { createMarkdownRenderer } from './render-markdown.ts';
import { sanitizeReplyHtml } from './sanitize-html.ts';
import { useHighlighter } from './use-highlighter.ts';
import { markdownStyles } from './markdown-styles.ts';

const FENCE = /^ {0,3}(```|~~~)/m;

/**
 * A model's reply as Markdown: rendered by marked with the model's own HTML escaped, then sanitized
 * by DOMPurify (render-markdown.ts, sanitize-html.ts), code highlighted once the highlighter loaded.
 * While a reply streams, rendering follows the text at React's pace (useDeferredValue).
 */
export function MarkdownContent({ source }: { source: string }) {
  const text = useDeferredValue(source);
  const highlight = useHighlighter(FENCE.test(text));
  const render = useMemo(() => createMarkdownRenderer(highlight), [highlight]);
  const html = useMemo(() => sanitizeReplyHtml(render(text)), [render, text]);
  return <Box data-testid="reply-markdown" sx={markdownStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
