/** The tabs of /setting, chosen by `?tab=`. Order is the order on screen. */
export const settingsTabs = ['operation', 'ratelimit', 'models', 'system', 'other'] as const;

export type SettingsTab = (typeof settingsTabs)[number];

/** With no tab given the operation tab is shown; an unknown value falls back the same way. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'operation';

export function parseSettingsTab(value: string | null | undefined): SettingsTab {
  return settingsTabs.find((tab) => tab === value) ?? DEFAULT_SETTINGS_TAB;
}
