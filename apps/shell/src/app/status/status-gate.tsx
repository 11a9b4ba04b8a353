import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStatus } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useStatusState } from './use-status-state.ts';
import { StatusContext } from './status-context.ts';
import { statusErrorKey } from './status-error-key.ts';
import { StatusErrorScreen } from './status-error-screen.tsx';

/**
 * Renders the app once a status payload is known: the cached copy at once (the refresh runs in the
 * background), else the server's. A cached copy that still says "setup pending" is not trusted
 * while the refresh runs, so a freshly set-up site does not flash the setup page.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { status, loading, error } = useStatusState();
  const reported = useRef<unknown>(undefined);

  // With a usable cached copy the failure is a toast, not a blocking screen (SH-010).
  useEffect(() => {
    if (status !== undefined && error !== undefined && reported.current !== error) {
      reported.current = error;
      notify.error(t(statusErrorKey(error)));
    }
  }, [status, error, notify, t]);

  if (status === undefined || (status.setup === false && loading)) {
    if (error !== undefined && !loading) {
      return <StatusErrorScreen message={t(statusErrorKey(error))} onRetry={() => loadStatus().catch(() => undefined)} />;
    }
    // The status answer is one small request; a spinner would only flicker.
    return <div aria-busy="true" />;
  }
  return <StatusContext.Provider value={status}>{children}</StatusContext.Provider>;
}
