import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { confirmPasswordReset } from '@gateway/sdk';
import { CopyButton, writeClipboard } from '@gateway/ui/copy-button';
import { AuthCard } from '../auth/auth-card.tsx';
import { formErrorMessage } from '../auth/form-error-message.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { TextLink } from '../../components/text-link.tsx';

type Outcome = { kind: 'reset'; password: string; copied: boolean } | { kind: 'failed'; message: string };

/**
 * /user/reset?email=&token= (SH-053, SH-054): where the reset email's link lands. Shows the email
 * read-only; confirming calls POST /api/user/reset and shows the new password read-only, copied
 * to the clipboard. A signed-out page of the shell, not of the settings remote.
 */
export default function ResetConfirmPage() {
  const { t } = useTranslation('shell');
  const query = new URLSearchParams(useSearch());
  const email = query.get('email')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirming, setConfirming] = useState(false);
  const complete = email !== '' && token !== '';

  const confirm = async () => {
    setConfirming(true);
    try {
      const password = await confirmPasswordReset({ email, token });
      setOutcome({ kind: 'reset', password, copied: await writeClipboard(password) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: formErrorMessage(error, 'shell:reset.failed') });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <AuthCard title={t('reset.confirmTitle')} subtitle={t('reset.confirmSubtitle')}>
      <Stack spacing={2}>
        {!complete && <Alert severity="warning">{t('reset.linkIncomplete')}</Alert>}
        {outcome?.kind === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
        <FormField id="email" type="email" label={t('reset.email')} value={email} onChange={() => undefined} readOnly />
        {outcome?.kind === 'reset' ? (
          <>
            <FormField
              id="new-password"
              label={t('reset.newPassword')}
              value={outcome.password}
              onChange={() => undefined}
              readOnly
              endAdornment={<CopyButton text={outcome.password} />}
            />
            <Alert severity={outcome.copied ? 'success' : 'warning'}>{t(outcome.copied ? 'reset.copied' : 'reset.notCopied')}</Alert>
            <Button component={Link} href="/login" variant="contained" size="large">
              {t('reset.signIn')}
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" disabled={!complete || confirming} onClick={() => void confirm()}>
            {confirming ? t('reset.confirming') : t('reset.confirmSubmit')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <TextLink href="/reset">{t('reset.requestAgain')}</TextLink>
        <TextLink href="/login">{t('reset.backToLogin')}</TextLink>
      </Box>
    </AuthCard>
  );
}
