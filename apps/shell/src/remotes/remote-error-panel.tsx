import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { RemoteFailure } from './remote-registry.ts';

export type RemoteErrorPanelProps = {
  /** Why it failed; 'page-failed' is a page of a loaded remote that crashed or did not arrive. */
  failure: RemoteFailure | 'page-failed';
  detail?: string;
  onRetry: () => Promise<void> | void;
};

/**
 * Shown where a remote's page should be when the remote could not be loaded: one missing remote must not break the console, so the rest
 * of the console keeps working, and Retry asks the MF runtime to fetch the remote again.
 */
export function RemoteErrorPanel({ failure, detail, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    Promise.resolve(onRetry()).finally(() => setRetrying(false));
  };
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, width: '100%' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('remote.title')}</AlertTitle>
        {t(`remote.failure.${failure}`)}
        {detail !== undefined && detail !== '' && (
          <Box component="code" sx={{ display: 'block', mt: 1, fontSize: 12, opacity: 0.8, overflowWrap: 'anywhere' }}>
            {detail}
          </Box>
        )}
      </Alert>
    </Box>
  );
}
