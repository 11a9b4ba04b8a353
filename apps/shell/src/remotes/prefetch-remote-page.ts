import { remoteOwningPath } from '@gateway/mf-config/remote-apps';
import type { RemoteRoute } from '@gateway/ui/remote-contract';
import { matchPattern } from '../app/routes/match-pattern.ts';
import type { RemoteRegistry } from './remote-registry.ts';

const started = new WeakMap<RemoteRoute, Promise<void>>();

/**
 * Fetches what a click on a link to `pathname` would need, before the click: the owning remote's
 * entry and exposed module (when it has not arrived yet), then the chunks of the page the path opens,
 * with the shared modules they import. Called when a sidebar link is hovered or focused; a hover
 * usually precedes the click by a few hundred milliseconds, and the page then renders from memory.
 * A failure is left for the click to show (the page's retry panel).
 */
export function prefetchRemotePage(registry: RemoteRegistry, pathname: string): void {
  void loadRemotePage(registry, pathname);
}

/** Resolves once the page at `pathname` has arrived (or could not: then the page's render reports it). */
export async function loadRemotePage(registry: RemoteRegistry, pathname: string): Promise<void> {
  const owner = remoteOwningPath(pathname);
  if (owner === undefined) return;
  await registry.ensure(owner);
  const state = registry.getSnapshot()[owner];
  if (state?.status !== 'loaded') return;
  const route = state.module.routes.find((candidate) => matchPattern(candidate.path, pathname) !== null);
  if (route === undefined) return;
  let pending = started.get(route);
  if (pending === undefined) {
    pending = route.load().then(
      () => undefined,
      () => {
        started.delete(route);
      },
    );
    started.set(route, pending);
  }
  await pending;
}
