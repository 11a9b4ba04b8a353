import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateOptionValue, validationMessages } from '@gateway/domain';
import { ApiError, describeApiError, discoverOidcEndpoints } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../namespace.ts';
import { describeOptionProblem, useSettingsForm } from '../shared/settings-form/index.ts';

const ACTION = 'settings.oidc.discovery';

/** "OIDC configuration fetch failed: " — the server's own message starts so (shown translated, not wrapped again). */
const SERVER_PREFIX = validationMessages['validation.option.oidcFetchFailed'].split('{')[0]!;

function isServerFetchFailure(error: unknown): boolean {
  return error instanceof ApiError && error.message.startsWith(SERVER_PREFIX);
}

/**
 * SET-072, SET-073: reads the discovery document of the typed well-known URL through the server
 * (which fetches it through the egress guard; the browser never does) and fills the three endpoints
 * in as unsaved edits. A failure says "OIDC configuration fetch failed" with the reason.
 */
export function useOidcDiscovery() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { values, setValue } = useSettingsForm();
  const [busy, setBusy] = useState(false);

  const discover = async () => {
    const url = validateOptionValue('oidc.well_known', values['oidc.well_known'] ?? '');
    if (!url.ok || url.value === '') {
      notify.error(url.ok ? t('systemTab.oidc.wellKnownRequired') : describeOptionProblem(url, t), { key: ACTION });
      return;
    }
    setBusy(true);
    try {
      const endpoints = await discoverOidcEndpoints(url.value);
      setValue('oidc.authorization_endpoint', endpoints.authorization_endpoint);
      setValue('oidc.token_endpoint', endpoints.token_endpoint);
      setValue('oidc.user_info_endpoint', endpoints.user_info_endpoint);
      notify.success(t('systemTab.oidc.discovered'), { key: ACTION });
    } catch (error) {
      const message = describeApiError(error);
      if (message === undefined) return;
      notify.error(isServerFetchFailure(error) ? message : t('systemTab.oidc.fetchFailed', { reason: message }), { key: ACTION });
    } finally {
      setBusy(false);
    }
  };
  return { discover, busy };
}
