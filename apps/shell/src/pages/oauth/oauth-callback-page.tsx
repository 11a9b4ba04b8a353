import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiRequestEnvelope, describeApiError, session, type SessionUser } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { completeSignIn } from '../auth/complete-sign-in.ts';
import { oauthCallbackOutcome } from './oauth-callback-outcome.ts';

/**
 * /oauth/github|oidc|linuxdo, where a sign-in provider sends the browser back: shows a processing indicator while
 * GET /api/oauth/{provider}?code&state runs (SH-055/056), then binds or signs in.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const [pathname] = useLocation();
  const provider = pathname.split('/')[2] ?? '';
  // The provider's code works once: never send it twice (StrictMode, a re-render).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = new URLSearchParams(window.location.search);
    const signedIn = session.getUser() !== null;
    apiRequestEnvelope<SessionUser>('GET', `/api/oauth/${provider}`, { query: { code: search.get('code'), state: search.get('state') } })
      .then(
        (answer) => ({ answer, error: undefined }),
        (error: unknown) => ({ answer: { success: false, message: describeApiError(error) ?? t('oauth.failed'), data: undefined }, error }),
      )
      .then(({ answer }) => {
        const outcome = oauthCallbackOutcome(answer, signedIn);
        if (outcome.kind === 'bound') {
          notify.success(t('oauth.bound'));
          navigate(outcome.to, { replace: true });
        } else if (outcome.kind === 'signed-in' && answer.data !== undefined) {
          completeSignIn(answer.data);
        } else {
          const message = outcome.kind === 'failed' && outcome.message !== '' ? outcome.message : t('oauth.failed');
          const to = outcome.kind === 'failed' ? outcome.to : '/login';
          // Said on the page it leads to: arriving there must not take the reason away.
          notify.error(message, { page: to });
          notify.info(t(to === '/login' ? 'oauth.redirectingToLogin' : 'oauth.redirectingToPersonal'));
          navigate(to, { replace: true });
        }
      });
  }, [provider, notify, t]);

  return (
    <Box role="status" sx={{ flex: 1, display: 'grid', placeItems: 'center', py: 8 }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t('oauth.processing')}
        </Typography>
      </Box>
    </Box>
  );
}
