import { useSyncExternalStore } from 'react';

/**
 * Whether the mobile navigation drawer is open. The menu button lives in the top bar (boot chunk)
 * and the drawer in the console chunk, so they share this tiny store instead of a context.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const mobileNav = {
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!open),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => open,
};

export function useMobileNavOpen(): boolean {
  return useSyncExternalStore(mobileNav.subscribe, mobileNav.isOpen, mobileNav.isOpen);
}
