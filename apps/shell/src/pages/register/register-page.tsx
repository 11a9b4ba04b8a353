import { useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { TextLink } from '../../components/text-link.tsx';
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
      <Box sx={{ mt: 3 }}>
        {t('register.haveAccount')} <TextLink href="/login">{t('register.login')}</TextLink>
      </Box>
    </AuthCard>
  );
}
