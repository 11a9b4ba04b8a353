import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '@gateway/domain';
import type { ReleaseCheckResult } from '@gateway/domain';
import { ApiError, checkLatestRelease, describeApiError } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../namespace.ts';

const ACTION = 'settings.updateCheck';
/** "Update check failed: " — the server's own message starts so (then it is shown as translated, not wrapped again). */
const SERVER_PREFIX = validationMessages['validation.option.updateCheckFailed'].split('{')[0]!;

export type UpdateCheckState = { state: 'idle' } | { state: 'checking' } | { state: 'done'; result: ReleaseCheckResult } | { state: 'failed'; message: string };

/**
 * SET-078: asks the public release API through the server (the console's CSP allows no other
 * origin) and keeps the answer for the panel. Offline it fails gracefully: "Update check failed"
 * with the reason, as a notice and in the panel; nothing else changes.
 */
export function useUpdateCheck() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [check, setCheck] = useState<UpdateCheckState>({ state: 'idle' });

  const run = async () => {
    setCheck({ state: 'checking' });
    try {
      setCheck({ state: 'done', result: await checkLatestRelease() });
      notify.dismiss(ACTION);
    } catch (error) {
      const reason = describeApiError(error);
      if (reason === undefined) {
        setCheck({ state: 'idle' });
        return;
      }
      // The server's answer already reads "Update check failed: …" (translated); a network failure gets the words added.
      const message = error instanceof ApiError && error.message.startsWith(SERVER_PREFIX) ? reason : t('otherTab.system.updateFailed', { reason });
      setCheck({ state: 'failed', message });
      notify.error(message, { key: ACTION });
    }
  };
  return { check, run };
}
