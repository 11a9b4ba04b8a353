import { useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteSnapshot } from './remote-registry.ts';

/** Re-renders when any remote changes state. */
export function useRemoteStates(registry: RemoteRegistry): RemoteSnapshot {
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}
