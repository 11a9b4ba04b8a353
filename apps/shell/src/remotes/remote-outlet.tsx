import { Suspense, useEffect, useState } from 'react';
import { Redirect, Route, matchRoute, useLocation, useRouter } from 'wouter';
import type { RemoteRoute } from '@gateway/ui/remote-contract';
import { useSessionUser } from '@gateway/sdk';
import { useGatedStatus } from '../app/status/status-context.ts';
import { decideRoute } from '../app/routes/route-guard.ts';
import { NoPermissionPage, NotFoundPage } from '../app/routes/status-pages.ts';
import { PageSkeleton } from '../app/layout/page-skeleton.tsx';
import type { RemoteRegistry } from './remote-registry.ts';
import { useRemoteStates } from './use-remote-states.ts';
import { RemoteErrorPanel } from './remote-error-panel.tsx';
import { RemotePageBoundary } from './remote-page-boundary.tsx';
import { forgetRemotePage, lazyRemotePage } from './remote-page-cache.ts';

export type RemoteOutletProps = { registry: RemoteRegistry; remote: string };

/**
 * The page of the remote that owns the address: loads the remote, shows a retry panel when it
 * failed, picks the matching route object and applies its role requirement. Until the remote and
 * the page's code have arrived the page's skeleton stands in its place.
 */
export function RemoteOutlet({ registry, remote }: RemoteOutletProps) {
  const state = useRemoteStates(registry)[remote];
  const [pathname] = useLocation();
  const router = useRouter();
  const user = useSessionUser();
  const status = useGatedStatus();

  useEffect(() => {
    void registry.ensure(remote);
  }, [registry, remote]);

  if (state === undefined || state.status === 'idle' || state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'failed') return <RemoteErrorPanel failure={state.failure} detail={state.detail} onRetry={() => registry.retry(remote)} />;

  const route = state.module.routes.find((candidate) => matchRoute(router.parser, candidate.path, pathname)[0]);
  if (route === undefined) return <NotFoundPage />;
  const decision = decideRoute({ pathname, setupDone: status.setup !== false, user, requiredRole: route.minRole });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <NoPermissionPage />;
  return <RemotePage route={route} />;
}

function RemotePage({ route }: { route: RemoteRoute }) {
  // Bumped by Retry: a fresh lazy wrapper and a fresh boundary.
  const [attempt, setAttempt] = useState(0);
  const Page = lazyRemotePage(route);
  return (
    <RemotePageBoundary
      key={attempt}
      onRetry={() => {
        forgetRemotePage(route);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Route path={route.path} component={Page} />
      </Suspense>
    </RemotePageBoundary>
  );
}
