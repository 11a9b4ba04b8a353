import type { SessionUser } from '@gateway/domain';
import { onStorageChange, readStorage, removeStorage, writeStorage } from '@gateway/ui/storage';
import { storageKeys } from '../storage/storage-keys.ts';

export type { SessionUser };

type Listener = () => void;

const listeners = new Set<Listener>();
// useSyncExternalStore needs the same object back while nothing changed, so parse once per raw value.
let lastRaw: string | null = null;
let lastUser: SessionUser | null = null;

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null || raw === '') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const candidate = value as Partial<SessionUser>;
    if (typeof candidate.id !== 'number' || !Number.isInteger(candidate.id) || candidate.id <= 0) return null;
    return {
      id: candidate.id,
      username: typeof candidate.username === 'string' ? candidate.username : '',
      display_name: typeof candidate.display_name === 'string' ? candidate.display_name : '',
      role: typeof candidate.role === 'number' ? candidate.role : 0,
      status: typeof candidate.status === 'number' ? candidate.status : 0,
      group: typeof candidate.group === 'string' ? candidate.group : '',
    };
  } catch {
    // A hand-edited or corrupted entry means "not signed in", never a crash.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The signed-in user, kept in localStorage 'user' (COM-036). The API client reads it on every
 * request to build the `New-Api-User` header, so storing or clearing it is all a login or logout
 * needs to do for the header (COM-009, SH-028).
 */
export const session = {
  getUser(): SessionUser | null {
    const raw = readStorage(storageKeys.user);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastUser = parseUser(raw);
    }
    return lastUser;
  },

  /** Stores the user (the `data` of a login) and tells every subscriber. */
  setUser(user: SessionUser): void {
    const stored: SessionUser = {
      id: user.id,
      username: user.username,
      display_name: user.display_name,
      role: user.role,
      status: user.status,
      group: user.group,
    };
    writeStorage(storageKeys.user, JSON.stringify(stored));
    notify();
  },

  clear(): void {
    removeStorage(storageKeys.user);
    notify();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const stopWatchingOtherTabs = onStorageChange(storageKeys.user, listener);
    return () => {
      listeners.delete(listener);
      stopWatchingOtherTabs();
    };
  },
};
