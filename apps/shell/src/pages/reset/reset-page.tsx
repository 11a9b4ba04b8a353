import { useSearch } from 'wouter';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

/**
 * /reset (SH-048…052): asks for the account's email and mails a reset link. Prerendered like the
 * other signed-out pages (ADR 0023), so it imports nothing heavy.
 */
export default function ResetPage() {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetRequestForm status={status} initialEmail={email} />
      <Box sx={{ mt: 3 }}>
        <TextLink href="/login">{t('reset.backToLogin')}</TextLink>
      </Box>
    </AuthCard>
  );
}
