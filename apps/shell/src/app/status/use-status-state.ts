import { useSyncExternalStore } from 'react';
import { statusStore, type StatusState } from '@gateway/sdk';

/**
 * The status store, read without triggering another refresh: bootstrap already started the one
 * refresh of this page load (sdk's useStatusState would start a second GET /api/status).
 */
export function useStatusState(): StatusState {
  return useSyncExternalStore(statusStore.subscribe, statusStore.getState, statusStore.getState);
}
