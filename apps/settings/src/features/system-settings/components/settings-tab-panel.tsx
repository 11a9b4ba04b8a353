import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { SettingsTab } from '../settings-tab.ts';
import { settingsTabPanels } from '../../../app/settings-tab-panels.tsx';
import { panelId, tabId } from './settings-tab-bar.tsx';

export type SettingsTabPanelProps = {
  tab: SettingsTab;
  /** 'ready' once the options are loaded; the panel waits (or explains) until then. */
  state: 'root-only' | 'loading' | 'failed' | 'ready';
  onRetry: () => void;
};

function Loading() {
  const { t } = useTranslation(NAMESPACE);
  return <LinearProgress aria-label={t('settings.loading')} sx={{ my: 2 }} />;
}

/** The body of the chosen tab (app/settings-tab-panels.tsx), shown once the options are loaded. */
export function SettingsTabPanel({ tab, state, onRetry }: SettingsTabPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const Panel = settingsTabPanels[tab];
  return (
    <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 1 }}>
      {state === 'root-only' && <Alert severity="info">{t('settings.rootOnly')}</Alert>}
      {state === 'loading' && <Loading />}
      {state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('settings.retry')}
            </Button>
          }
        >
          {t('settings.loadFailed')}
        </Alert>
      )}
      {state === 'ready' && (
        <Suspense fallback={<Loading />}>
          <Panel />
        </Suspense>
      )}
    </Box>
  );
}
