/**
 * localStorage access that never throws: storage can be disabled (privacy modes, sandboxed
 * iframes) or full, and the console must keep working without its local copies then.
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // A full or disabled storage only loses the local copy; the server stays the source of truth.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/** Calls `listener` when another tab changes `key` (the `storage` event never fires in the writing tab). */
export function onStorageChange(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: StorageEvent): void => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
