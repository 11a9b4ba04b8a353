import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { getSetupStatus, loadStatus } from '@gateway/sdk';
import { useAsyncValue } from '../../components/async/use-async-value.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { SetupForm } from './setup-form.tsx';

/** /setup, the first-run wizard (SH-061..072). */
export default function SetupPage() {
  const { t } = useTranslation('shell');
  const setup = useAsyncValue(getSetupStatus);
  const alreadyDone = setup.state === 'ready' && setup.value.status;

  // SH-062: setup is done after all (another tab, another admin). Refreshing the status lets the
  // route guard send this page to '/'; redirecting straight away would bounce on the stale status.
  useEffect(() => {
    if (alreadyDone) loadStatus().catch(() => undefined);
  }, [alreadyDone]);

  return (
    <AuthCard title={t('setup.title')} subtitle={t('setup.subtitle')} width={560}>
      {(setup.state === 'loading' || alreadyDone) && <LinearProgress aria-label={t('setup.loading')} />}
      {setup.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={setup.reload}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('setup.statusFailed')}
        </Alert>
      )}
      {setup.state === 'ready' && !setup.value.status && (
        <>
          {setup.value.database_type === 'sqlite' && (
            <Alert severity="warning" sx={{ mb: 2.5 }}>
              {t('setup.sqliteWarning')}
            </Alert>
          )}
          <SetupForm adminExists={setup.value.root_init === true} />
        </>
      )}
    </AuthCard>
  );
}
