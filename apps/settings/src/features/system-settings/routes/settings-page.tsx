import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { SettingsTabBar } from '../components/settings-tab-bar.tsx';
import { SettingsTabPanel } from '../components/settings-tab-panel.tsx';
import { useSettingsTab } from '../use-settings-tab.ts';

/** /setting: the admin settings, one tab per area, the tab kept in `?tab=` (spec 001 §2). */
export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [tab, selectTab] = useSettingsTab();
  return (
    <PageFrame
      title={t('settings.title')}
      breadcrumbs={[
        { label: t('sections.admin') },
        { label: t('settings.title'), to: '/setting' },
        { label: t(`settings.tabs.${tab}.label`) },
      ]}
    >
      <SettingsTabBar value={tab} onChange={selectTab} />
      <SettingsTabPanel tab={tab} />
    </PageFrame>
  );
}
