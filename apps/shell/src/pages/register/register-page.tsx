import { Link, useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { RegisterForm } from './register-form.tsx';

/** /register (SH-041..047): ?aff= is kept as the referral code. */
export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const aff = new URLSearchParams(useSearch()).get('aff')?.trim() || undefined;
  const open = status.register_enabled !== false && status.password_register_enabled !== false;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle', { name: systemNameOf(status) })}>
      {open ? <RegisterForm status={status} affCode={aff} /> : <Alert severity="info">{t('register.closed')}</Alert>}
      <Box sx={{ mt: 3, typography: 'body2' }}>
        {t('register.haveAccount')}{' '}
        <MuiLink component={Link} href="/login" underline="hover">
          {t('register.login')}
        </MuiLink>
      </Box>
    </AuthCard>
  );
}
