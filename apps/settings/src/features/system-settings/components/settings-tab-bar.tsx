import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { settingsTabs } from '../settings-tab.ts';
import type { SettingsTab } from '../settings-tab.ts';

export type SettingsTabBarProps = {
  value: SettingsTab;
  onChange: (tab: SettingsTab) => void;
};

/** Ids that tie each tab to its panel for assistive technology. */
export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

/** The five settings tabs; scrollable so they stay reachable on a phone. */
export function SettingsTabBar({ value, onChange }: SettingsTabBarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs
      value={value}
      onChange={(_event, next: SettingsTab) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('settings.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {settingsTabs.map((tab) => (
        <Tab key={tab} value={tab} label={t(`settings.tabs.${tab}.label`)} id={tabId(tab)} aria-controls={panelId(tab)} />
      ))}
    </Tabs>
  );
}
