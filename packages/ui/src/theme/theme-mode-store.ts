import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../storage/local-storage.ts';
import type { ThemeMode } from './create-app-theme.ts';

/** localStorage key of the dark/light choice (SH-013, COM-039). */
export const THEME_MODE_STORAGE_KEY = 'theme-mode';

type Listener = () => void;
const listeners = new Set<Listener>();

function systemMode(): ThemeMode {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** The stored choice, else the operating system's preference. */
export function readThemeMode(): ThemeMode {
  const stored = readStorage(THEME_MODE_STORAGE_KEY);
  return stored === 'dark' || stored === 'light' ? stored : systemMode();
}

export function writeThemeMode(mode: ThemeMode): void {
  writeStorage(THEME_MODE_STORAGE_KEY, mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab switching the theme switches this one too.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === THEME_MODE_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

let markupMode: ThemeMode = 'light';

/**
 * The mode server-rendered markup was made in. React renders with it while rendering on the
 * server and while hydrating (useSyncExternalStore's server snapshot), so a document prerendered
 * dark hydrates dark instead of flashing light for one frame.
 */
export function setMarkupThemeMode(mode: ThemeMode): void {
  markupMode = mode;
}

function getServerSnapshot(): ThemeMode {
  return markupMode;
}

export type ThemeModeControls = {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
};

/** The page's theme mode, persisted under 'theme-mode'; every component using it re-renders on change. */
export function useThemeMode(): ThemeModeControls {
  const mode = useSyncExternalStore(subscribe, readThemeMode, getServerSnapshot);
  const setMode = useCallback((next: ThemeMode) => writeThemeMode(next), []);
  const toggle = useCallback(() => writeThemeMode(readThemeMode() === 'dark' ? 'light' : 'dark'), []);
  return { mode, setMode, toggle };
}
