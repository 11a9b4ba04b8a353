import type { ChangeFeed, SharedChange } from '../platform/change-feed.ts';
import type { OptionStore } from './option-store.ts';
import type { RoutingIndex } from './routing/routing-index.ts';
import type { TokenCache } from './token-cache.ts';
import type { UserCache } from './user-cache.ts';

/** The in-memory state a write on another instance can make stale. */
export interface SharedState {
  tokenCache: TokenCache;
  userCache: UserCache;
  routing: RoutingIndex;
  options: OptionStore;
}

/** Applies another instance's change to this instance's state, exactly as a local write would. */
function applyRemote(state: SharedState, change: SharedChange, onError: (error: unknown) => void): void {
  if (change.kind === 'token') state.tokenCache.invalidate(change.key);
  else if (change.kind === 'user') state.userCache.forget(change.id);
  else if (change.kind === 'channels') state.routing.invalidate();
  else state.options.reload().catch(onError);
}

/**
 * The same state, with every invalidation also announced to the fleet, and the fleet's announcements
 * applied here. Wrapping the objects (not the call sites) means every writer — routes, channel health,
 * tests — announces without knowing a fleet exists. Without a feed the state is returned as it is.
 * An option write is announced as "options changed": the others re-read the table (the value itself
 * never travels, secrets included).
 */
export function shareChanges(state: SharedState, feed: ChangeFeed | undefined, onError: (error: unknown) => void): SharedState {
  if (feed === undefined) return state;
  feed.subscribe((change) => applyRemote(state, change, onError));
  // The services are object literals of closures (no `this`), so a spread keeps every other method intact.
  const { tokenCache, userCache, routing, options } = state;
  return {
    tokenCache: { ...tokenCache, invalidate: (key) => (tokenCache.invalidate(key), feed.publish({ kind: 'token', key })) },
    userCache: { ...userCache, forget: (id) => (userCache.forget(id), feed.publish({ kind: 'user', id })) },
    routing: { ...routing, invalidate: () => (routing.invalidate(), feed.publish({ kind: 'channels' })) },
    options: { ...options, set: (key, value) => (options.set(key, value), feed.publish({ kind: 'options' })) },
  };
}
