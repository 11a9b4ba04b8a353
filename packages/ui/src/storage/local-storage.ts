/**
 * localStorage access that never throws (disabled storage in privacy modes or sandboxed iframes
 * must only cost the remembered preference, never the page).
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
    // The preference is lost for the next visit; this page keeps working.
  }
}
