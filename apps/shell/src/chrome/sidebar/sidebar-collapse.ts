import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@gateway/ui/storage';

/** SH-023/024: remembered under this key; its first value comes from status default_collapse_sidebar (the sdk writes it). */
export const COLLAPSE_STORAGE_KEY = 'default_collapse_sidebar';
/** Wide enough for every built-in label in en and zh ("Redemption codes"); longer chat names wrap rather than being cut. */
export const SIDEBAR_WIDTH_EXPANDED = 224;
export const SIDEBAR_WIDTH_COLLAPSED = 60;

const listeners = new Set<() => void>();

function readCollapsed(): boolean {
  return readStorage(COLLAPSE_STORAGE_KEY) === 'true';
}

function writeCollapsed(collapsed: boolean): void {
  // Without storage the toggle still works for this page.
  writeStorage(COLLAPSE_STORAGE_KEY, String(collapsed));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, readCollapsed);
  const toggle = useCallback(() => writeCollapsed(!readCollapsed()), []);
  return [collapsed, toggle];
}
