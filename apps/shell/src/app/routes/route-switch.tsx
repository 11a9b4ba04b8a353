import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import { useSessionUser } from '@gateway/sdk';
import { useGatedStatus } from '../status/status-context.ts';
import { PageFallback } from '../layout/page-fallback.tsx';
import { decideRoute } from './route-guard.ts';
import { isSidebarFreePath, matchShellPage } from './route-paths.ts';
import { NotFoundPage, shellPages } from './shell-pages.ts';
import { consoleArea } from './console-area-loader.ts';

/**
 * Picks what the address shows: a redirect from the guards, a shell page, or the console area
 * (sidebar, react-query and the remotes — a lazy chunk that signed-out pages never download).
 */
export function RouteSwitch() {
  const [pathname] = useLocation();
  const status = useGatedStatus();
  const user = useSessionUser();
  const decision = decideRoute({ pathname, setupDone: status.setup !== false, user });

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const pattern = decision.kind === 'render' ? matchShellPage(pathname) : undefined;
  const remote = decision.kind === 'render' && pattern === undefined ? remoteOwningPath(pathname) : undefined;
  const withSidebar = user !== null && !isSidebarFreePath(pathname);
  const Page = pattern !== undefined ? shellPages[pattern] : undefined;
  const content = Page !== undefined ? <Page /> : remote === undefined ? <NotFoundPage /> : null;

  if (!withSidebar && remote === undefined) return <Suspense fallback={<PageFallback />}>{content}</Suspense>;
  const ConsoleArea = consoleArea.Component;
  return (
    <Suspense fallback={<PageFallback />}>
      <ConsoleArea sidebar={withSidebar} remote={remote}>
        <Suspense fallback={<PageFallback />}>{content}</Suspense>
      </ConsoleArea>
    </Suspense>
  );
}
