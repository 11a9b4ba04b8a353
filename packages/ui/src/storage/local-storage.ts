/**
 * The console's one way to use localStorage, and it never throws: storage can be disabled (privacy modes,
 * sandboxed iframes) or full, and then only the remembered value is lost, never the page. The server stays the
 * source of truth for everything that matters; what is kept here is a preference or a local copy.
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
    // Full or disabled: the value lasts for this visit only.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
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
