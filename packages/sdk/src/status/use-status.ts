import { useEffect, useSyncExternalStore } from 'react';
import type { StatusPayload } from '@gateway/domain';
import { ensureStatusRequested, statusStore } from './status-store.ts';
import type { StatusState } from './status-store.ts';

function useRefreshOncePerPage(): void {
  useEffect(() => {
    ensureStatusRequested();
  }, []);
}

const serverSnapshot: StatusState = { status: undefined, loading: false, error: undefined };

function getServerSnapshot(): StatusState {
  return serverSnapshot;
}

/**
 * Status, loading flag and last error. Asks the server once per page load, and not at all when
 * loadStatus() was already called (e.g. by the shell's bootstrap).
 */
export function useStatusState(): StatusState {
  useRefreshOncePerPage();
  return useSyncExternalStore(statusStore.subscribe, statusStore.getState, getServerSnapshot);
}

/** The status payload: the cached copy immediately, the server's once it has loaded (once per page load). */
export function useStatus(): StatusPayload | undefined {
  return useStatusState().status;
}
