import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { FormField } from '../../components/form/form-field.tsx';
import { isEmailAddress } from './validate-register.ts';
import { requestVerificationCode } from './verification-api.ts';
import { useCountdown } from '../../components/form/use-countdown.ts';

/** Resend waits this long, so a user cannot flood the mail server. */
const RESEND_SECONDS = 30;

export type VerificationCodeFieldProps = {
  email: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** undefined when the human check is off; '' while it has not finished. */
  turnstileToken: string | undefined;
};

/** The email code input with its "send code" button and 30 s resend countdown (SH-046). */
export function VerificationCodeField({ email, value, onChange, error, turnstileToken }: VerificationCodeFieldProps) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const { remaining, start } = useCountdown(RESEND_SECONDS);
  const [sending, setSending] = useState(false);

  // One notice for the code request: its next result replaces the last (ADR 0021).
  const key = { key: 'shell.register.code' };
  const send = async () => {
    if (!isEmailAddress(email)) {
      notify.error(t('register.emailInvalid'), key);
      return;
    }
    if (turnstileToken === '') {
      notify.error(t('turnstile.pending'), key);
      return;
    }
    setSending(true);
    try {
      await requestVerificationCode(email.trim(), turnstileToken);
      start();
      notify.success(t('register.codeSent'), key);
    } catch (failure) {
      handleApiError(failure, key);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormField id="verification-code" label={t('register.code')} value={value} onChange={onChange} autoComplete="one-time-code" error={error} required />
      <Button variant="outlined" onClick={() => void send()} disabled={sending || remaining > 0} sx={{ flexShrink: 0, height: 56 }}>
        {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('register.sendCode')}
      </Button>
    </Stack>
  );
}
