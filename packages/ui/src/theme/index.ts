/** `@gateway/ui/theme`: the MUI theme (light/dark) and the persisted theme-mode choice. */
export { createAppTheme } from './create-app-theme.ts';
export type { ThemeMode } from './create-app-theme.ts';
export { useThemeMode, readThemeMode, writeThemeMode, setMarkupThemeMode, THEME_MODE_STORAGE_KEY } from './theme-mode-store.ts';
export type { ThemeModeControls } from './theme-mode-store.ts';
export { createEmotionCache } from './emotion-cache.ts';
