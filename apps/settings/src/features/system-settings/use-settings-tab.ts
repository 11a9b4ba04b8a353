import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseSettingsTab } from './settings-tab.ts';
import type { SettingsTab } from './settings-tab.ts';

/**
 * The active settings tab, kept in the URL (`?tab=`) so a tab can be linked, reloaded and reached
 * with the back button. Other query parameters are left as they are.
 */
export function useSettingsTab(): [SettingsTab, (tab: SettingsTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseSettingsTab(searchParams.get('tab'));
  const selectTab = useCallback(
    (next: SettingsTab) => {
      setSearchParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      });
    },
    [setSearchParams],
  );
  return [tab, selectTab];
}
