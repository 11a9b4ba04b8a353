import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { StatusPayload } from '@gateway/domain';
import { requestPasswordReset } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { FormField } from '../../components/form/form-field.tsx';
import { useCountdown } from '../../components/form/use-countdown.ts';
import { TurnstileField, turnstileSiteKey } from '../auth/turnstile-field.tsx';
import { formErrorMessage } from '../auth/form-error-message.ts';
import { isEmailAddress } from '../register/validate-register.ts';

/** The button rests this long after each request (SH-052), so one user cannot flood the mail server. */
export const RESET_RETRY_SECONDS = 30;

const NOTICE_KEY = 'shell.reset';

/** Email, the optional human check and the submit button with its 30 s countdown (SH-048…052). */
export function ResetRequestForm({ status, initialEmail }: { status: Partial<StatusPayload>; initialEmail: string }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const form = useFormFeedback<'email'>(NOTICE_KEY);
  const [email, setEmail] = useState(initialEmail);
  const [turnstileToken, setTurnstileToken] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  const { remaining, start } = useCountdown(RESET_RETRY_SECONDS);
  const siteKey = turnstileSiteKey(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SH-049: an empty email does nothing.
    if (email.trim() === '') return;
    if (!form.check(isEmailAddress(email) ? {} : { email: t('reset.emailInvalid') })) return;
    // SH-050: the human check has to pass first.
    if (siteKey !== undefined && turnstileToken === '') {
      setOutcome({ severity: 'error', text: t('turnstile.pending') });
      return;
    }
    setSending(true);
    setOutcome(undefined);
    start();
    try {
      await requestPasswordReset(email.trim(), turnstileToken || undefined);
      notify.success(t('reset.sent'), { key: NOTICE_KEY });
      setOutcome({ severity: 'success', text: t('reset.sentHint') });
    } catch (error) {
      setOutcome({ severity: 'error', text: formErrorMessage(error, 'shell:reset.failed') });
    } finally {
      setSending(false);
    }
  };

  const waiting = remaining > 0;
  return (
    <Stack component="form" ref={form.fieldsRef} spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      {outcome !== undefined && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
      <FormField
        id="email"
        type="email"
        label={t('reset.email')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          form.clear('email');
        }}
        autoComplete="email"
        error={form.errors.email}
        required
        autoFocus
      />
      <TurnstileField siteKey={siteKey} onToken={setTurnstileToken} />
      <Button type="submit" variant="contained" size="large" disabled={sending || waiting}>
        {sending ? t('reset.submitting') : waiting ? t('reset.retryIn', { seconds: remaining }) : t('reset.submit')}
      </Button>
    </Stack>
  );
}
