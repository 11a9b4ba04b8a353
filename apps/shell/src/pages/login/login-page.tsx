import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { enabledOAuthMethods } from '../auth/oauth/oauth-methods.ts';
import { TextLink } from '../../components/text-link.tsx';
import { LoginForm } from './login-form.tsx';

const OAuthButtons = lazy(() => import('../auth/oauth/oauth-buttons.tsx'));

/** /login: the password sign-in form (SH-030..036). */
export default function LoginPage() {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const expired = new URLSearchParams(useSearch()).get('expired') === 'true';
  const passwordLogin = status.password_login_enabled !== false;
  const registration = status.register_enabled !== false;

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle', { name: systemNameOf(status) })}>
      {expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('common:errors.sessionExpired')}
        </Alert>
      )}
      {passwordLogin ? <LoginForm status={status} /> : <Alert severity="info">{t('login.passwordDisabled')}</Alert>}
      {enabledOAuthMethods(status).length > 0 && (
        <Suspense fallback={null}>
          <OAuthButtons status={status} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <TextLink href="/reset">{t('login.forgotPassword')}</TextLink>
        {registration && (
          <span>
            {t('login.noAccount')} <TextLink href="/register">{t('login.register')}</TextLink>
          </span>
        )}
      </Box>
    </AuthCard>
  );
}
