import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { handleApiError } from '@gateway/sdk';
import { useAsyncValue } from '../../components/async/use-async-value.ts';
import { AdminContent, classifyAdminContent } from '@gateway/ui/admin-content';

export type ConfiguredContentProps = {
  /** GET /api/home_page_content or GET /api/about. */
  load: (signal: AbortSignal) => Promise<string>;
  /** Shown when the admin configured nothing (or the call failed). */
  fallback: ReactNode;
  title: string;
};

/**
 * An admin-configured page: a URL is embedded full size, Markdown/HTML is rendered sanitized, and
 * nothing configured shows the built-in page.
 */
export function ConfiguredContent({ load, fallback, title }: ConfiguredContentProps) {
  const content = useAsyncValue(load);
  const failed = content.state === 'failed' ? content.error : undefined;

  useEffect(() => {
    if (failed !== undefined) handleApiError(failed);
  }, [failed]);

  if (content.state === 'loading') return <LinearProgress sx={{ height: 2, flex: 1 }} />;
  const kind = content.state === 'ready' ? classifyAdminContent(content.value) : ({ kind: 'empty' } as const);
  if (kind.kind === 'empty') return <>{fallback}</>;
  if (kind.kind === 'url') {
    return <Box component="iframe" src={kind.url} title={title} sx={{ border: 0, width: '100%', flex: 1, minHeight: 'calc(100vh - 120px)' }} />;
  }
  return (
    <Box sx={{ px: { xs: 2, sm: 4 }, py: 3, maxWidth: 960, mx: 'auto', width: '100%' }}>
      <AdminContent source={kind.source} format="markdown" fallback={<LinearProgress sx={{ height: 2 }} />} />
    </Box>
  );
}
