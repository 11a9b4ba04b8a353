/**
 * The sanitized HTML of admin content. Its own lazy chunk: marked and DOMPurify download only
 * where admin content is shown (a notice, home, about, a custom footer, the settings previews),
 * never with /login.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { AdminContentProps } from './admin-content-props.ts';
import { renderAdminHtml } from './render-admin-html.ts';

export default function AdminHtml({ source, format, inline = false, sx }: AdminContentProps) {
  const html = useMemo(() => renderAdminHtml(source, format), [source, format]);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      data-admin-content={format}
      sx={[
        {
          overflowWrap: 'anywhere',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main' },
          '& pre': { overflowX: 'auto' },
          '& table': { display: 'block', overflowX: 'auto' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // The only place admin HTML reaches the page, and it is sanitized just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
