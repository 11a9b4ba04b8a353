import { useTranslation } from 'react-i18next';
import { isRoot } from '@gateway/domain';
import { useSessionUser } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { SettingsTabBar } from '../components/settings-tab-bar.tsx';
import { SettingsTabPanel } from '../components/settings-tab-panel.tsx';
import { UnsavedChangesDialog } from '../components/unsaved-changes-dialog.tsx';
import { SettingsFormProvider, useSettingsForm } from '../../shared/settings-form/index.ts';
import { useOptionValues, useSecretsSet } from '../use-option-values.ts';
import { useSettingsTab } from '../use-settings-tab.ts';
import { useUnsavedGuard } from '../use-unsaved-guard.ts';

const EMPTY: Readonly<Record<string, string>> = {};

function SettingsTabs({ state, onRetry }: { state: 'root-only' | 'loading' | 'failed' | 'ready'; onRetry: () => void }) {
  const [tab, selectTab] = useSettingsTab();
  const form = useSettingsForm();
  const guard = useUnsavedGuard(form.dirtyKeys.length > 0, selectTab, () => form.discard());
  return (
    <>
      <SettingsTabBar value={tab} onChange={guard.requestTab} />
      <SettingsTabPanel tab={tab} state={state} onRetry={onRetry} />
      <UnsavedChangesDialog open={guard.pending !== null} count={form.dirtyKeys.length} onConfirm={guard.confirm} onCancel={guard.cancel} />
    </>
  );
}

/**
 * /setting: the admin settings, one tab per area, the tab kept in `?tab=` (SET-001, SET-002).
 * Admins see the tabs (SET-003); the options API is the super admin's, so only root loads them.
 */
export default function SettingsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [tab] = useSettingsTab();
  const user = useSessionUser();
  const root = user !== null && isRoot(user.role);
  const options = useOptionValues(root);
  const secrets = useSecretsSet(root);
  const state = !root ? 'root-only' : options.values !== undefined ? 'ready' : options.isError ? 'failed' : 'loading';
  return (
    <PageFrame
      title={t('settings.title')}
      breadcrumbs={[{ label: t('sections.admin') }, { label: t('settings.title'), to: '/setting' }, { label: t(`settings.tabs.${tab}.label`) }]}
    >
      <SettingsFormProvider saved={options.values ?? EMPTY} secretsSet={secrets}>
        <SettingsTabs state={state} onRetry={() => void options.refetch()} />
      </SettingsFormProvider>
    </PageFrame>
  );
}
