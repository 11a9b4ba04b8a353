import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import type { StatusPayload } from '@gateway/domain';
import { register } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { FormField } from '../../components/form/form-field.tsx';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../components/form/form-limits.ts';
import { PasswordField } from '../auth/password-field.tsx';
import { TurnstileField, turnstileSiteKey } from '../auth/turnstile-field.tsx';
import { formErrorMessage } from '../auth/form-error-message.ts';
import { translateErrors } from '../auth/translate-errors.ts';
import { validateRegister, type RegisterFields } from './validate-register.ts';
import { VerificationCodeField } from './verification-code-field.tsx';

const emptyFields: RegisterFields = { username: '', password: '', password2: '', email: '', verificationCode: '' };

/** /register form (SH-041..047). `affCode` is the referral code from ?aff=. */
export function RegisterForm({ status, affCode }: { status: Partial<StatusPayload>; affCode: string | undefined }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const [fields, setFields] = useState(emptyFields);
  const form = useFormFeedback<keyof RegisterFields>('shell.register');
  const [formError, setFormError] = useState<string>();
  const [turnstileToken, setTurnstileToken] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const siteKey = turnstileSiteKey(status);
  const emailVerification = status.email_verification === true;
  const set = (name: keyof RegisterFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const errorOf = (name: keyof RegisterFields) => form.errors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(translateErrors(validateRegister(fields, emailVerification), t))) return;
    // SH-045: the human check has to finish first.
    if (siteKey !== undefined && turnstileToken === '') {
      setFormError(t('turnstile.pending'));
      return;
    }
    setSubmitting(true);
    setFormError(undefined);
    try {
      await register(
        {
          username: fields.username.trim(),
          password: fields.password,
          password2: fields.password2,
          email: emailVerification ? fields.email.trim() : undefined,
          verification_code: emailVerification ? fields.verificationCode.trim() : undefined,
          aff_code: affCode,
        },
        turnstileToken || undefined,
      );
      notify.success(t('common:messages.registered'), { key: 'shell.register' });
      navigate('/login');
    } catch (error) {
      setFormError(formErrorMessage(error, 'shell:register.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" ref={form.fieldsRef} spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      {formError !== undefined && <Alert severity="error">{formError}</Alert>}
      <FormField
        id="username"
        label={t('register.username')}
        value={fields.username}
        onChange={set('username')}
        autoComplete="username"
        error={errorOf('username')}
        required
        autoFocus
      />
      <PasswordField
        id="password"
        label={t('register.password')}
        value={fields.password}
        onChange={set('password')}
        autoComplete="new-password"
        placeholder={t('register.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={errorOf('password')}
        required
      />
      <PasswordField
        id="password2"
        label={t('register.password2')}
        value={fields.password2}
        onChange={set('password2')}
        autoComplete="new-password"
        error={errorOf('password2')}
        required
      />
      {emailVerification && (
        <>
          <FormField
            id="email"
            type="email"
            label={t('register.email')}
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            error={errorOf('email')}
            required
          />
          <VerificationCodeField
            email={fields.email}
            value={fields.verificationCode}
            onChange={set('verificationCode')}
            error={errorOf('verificationCode')}
            turnstileToken={siteKey === undefined ? undefined : turnstileToken}
          />
        </>
      )}
      <TurnstileField siteKey={siteKey} onToken={setTurnstileToken} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </Stack>
  );
}
