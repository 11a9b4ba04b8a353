import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import { useSessionUser } from '@gateway/sdk';
import { useGatedStatus } from '../status/status-context.ts';
import { PageFallback } from '../layout/page-fallback.tsx';
import { PageSkeleton } from '../layout/page-skeleton.tsx';
import { ConsoleFrameFallback } from '../layout/console-frame-fallback.tsx';
import { decideRoute } from './route-guard.ts';
import { isSidebarFreePath, matchShellPage } from './route-paths.ts';
import { shellPages } from './shell-pages.ts';
import { NotFoundPage } from './status-pages.ts';
import { ConsoleArea } from './console-area-loader.ts';

/**
 * Picks what the address shows: a redirect from the guards, a shell page, or the console area
 * (sidebar, react-query and the remotes — a lazy chunk that signed-out pages never download).
 * Inside the console the frame stands at once: while the console's chunk or a page's code is on its
 * way the sidebar's rail and a skeleton of the page hold their places, never a blank page.
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
  return (
    <Suspense fallback={<ConsoleFrameFallback sidebar={withSidebar} />}>
      <ConsoleArea sidebar={withSidebar} remote={remote}>
        <Suspense fallback={<PageSkeleton />}>{content}</Suspense>
      </ConsoleArea>
    </Suspense>
  );
}
