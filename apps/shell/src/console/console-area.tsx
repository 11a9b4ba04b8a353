/**
 * The signed-in console (its own lazy chunk): the one QueryClient, the remotes and the sidebar.
 * Signed in, the remote of the page on screen loads first and the others (the rest of the sidebar)
 * once it has arrived and the browser is idle, so they never hold the page back; a visitor on a
 * public remote page (/pricing, /chat) loads only that remote.
 */
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionUser } from '@gateway/sdk';
import { remoteRegistry } from '../remotes/remote-registry-instance.ts';
import { RemoteOutlet } from '../remotes/remote-outlet.tsx';
import { Sidebar } from '../chrome/sidebar/sidebar.tsx';
import { PageSkeleton } from '../app/layout/page-skeleton.tsx';
import { prefetchRemotesWhenIdle } from '../remotes/prefetch-remotes-when-idle.ts';
import type { ConsoleAreaProps } from './console-area-props.ts';
import { queryClient } from './query-client.ts';
import { NoticeGate } from '../chrome/notice/notice-gate.tsx';

export default function ConsoleArea({ sidebar, remote, children }: ConsoleAreaProps) {
  const user = useSessionUser();
  const signedIn = user !== null;
  const [pathname] = useLocation();

  useEffect(() => {
    if (signedIn) return prefetchRemotesWhenIdle(remoteRegistry, pathname);
    return undefined;
    // Counted from the page the console opened on: later pages find the remotes on their way.
  }, [signedIn]);

  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {signedIn && <NoticeGate />}
        {sidebar && <Sidebar registry={remoteRegistry} />}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {remote !== undefined ? (
            <Suspense fallback={<PageSkeleton />}>
              <RemoteOutlet registry={remoteRegistry} remote={remote} />
            </Suspense>
          ) : (
            children
          )}
        </Box>
      </Box>
    </QueryClientProvider>
  );
}
