import { useSyncExternalStore } from 'react';
import { session } from './session-store.ts';
import type { SessionUser } from './session-store.ts';

function getServerSnapshot(): SessionUser | null {
  return null;
}

/** The signed-in user (or null), re-rendering on login, logout and changes made in another tab. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.getUser, getServerSnapshot);
}
