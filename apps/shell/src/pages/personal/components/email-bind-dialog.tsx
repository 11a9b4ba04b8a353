import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../../app/status/status-context.ts';
import { useCountdown } from '../../../components/form/use-countdown.ts';
import { TurnstileField, turnstileSiteKey } from '../../auth/turnstile-field.tsx';
import { isEmailAddress } from '../../register/validate-register.ts';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { FormDialog } from './form-dialog.tsx';

/** Resend waits this long after a code was sent (SH-083). */
export const EMAIL_CODE_RESEND_SECONDS = 30;

type Field = 'email' | 'code';

/** Email + mailed code (GET /api/verification), then GET /api/oauth/email/bind (SH-082, SH-083). */
export function EmailBindDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const siteKey = turnstileSiteKey(useGatedStatus());
  const { sendEmailCode, bindEmail } = usePersonalMutations();
  const form = useFormFeedback<Field>(personalNoticeKeys.email);
  const { remaining, start } = useCountdown(EMAIL_CODE_RESEND_SECONDS);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [turnstile, setTurnstile] = useState('');

  const send = () => {
    if (!form.check(isEmailAddress(email) ? {} : { email: t('bindings.emailInvalid') })) return;
    if (siteKey !== undefined && turnstile === '') {
      notify.error(t('shell:turnstile.pending'), { key: personalNoticeKeys.emailCode });
      return;
    }
    sendEmailCode.mutate(
      { email: email.trim(), turnstile: turnstile || undefined },
      {
        onSuccess: () => {
          start();
          notify.success(t('bindings.codeSent'), { key: personalNoticeKeys.emailCode });
        },
      },
    );
  };

  const submit = () => {
    const errors: Partial<Record<Field, string>> = {};
    if (!isEmailAddress(email)) errors.email = t('bindings.emailInvalid');
    if (code.trim() === '') errors.code = t('bindings.codeRequired');
    if (!form.check(errors)) return;
    bindEmail.mutate(
      { email: email.trim(), code: code.trim() },
      {
        onSuccess: () => {
          notify.success(t('bindings.emailBound', { email: email.trim() }), { key: personalNoticeKeys.email });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('bindings.emailTitle')}
      submitLabel={t('bindings.bind')}
      onSubmit={submit}
      onClose={onClose}
      submitting={bindEmail.isPending}
      fieldsRef={form.fieldsRef}
    >
      <TextField
        autoFocus
        fullWidth
        type="email"
        label={t('bindings.emailField')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
        {...form.fieldProps('email')}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          label={t('bindings.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            form.clear('code');
          }}
          {...form.fieldProps('code')}
          slotProps={{ htmlInput: { autoComplete: 'one-time-code' } }}
        />
        <Button variant="outlined" onClick={send} disabled={sendEmailCode.isPending || remaining > 0} sx={{ flexShrink: 0, height: 56 }}>
          {remaining > 0 ? t('bindings.resendIn', { seconds: remaining }) : t('bindings.sendCode')}
        </Button>
      </Stack>
      <TurnstileField siteKey={siteKey} onToken={setTurnstile} />
    </FormDialog>
  );
}
