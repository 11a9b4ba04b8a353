import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@gateway/domain';
import type { StatusPayload } from '@gateway/domain';
import { login, logout } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { FormField } from '../../components/form/form-field.tsx';
import { completeSignIn } from '../auth/complete-sign-in.ts';
import { PasswordField } from '../auth/password-field.tsx';
import { TurnstileField, turnstileSiteKey } from '../auth/turnstile-field.tsx';
import { formErrorMessage } from '../auth/form-error-message.ts';
import { usesFactoryRootPassword, validateLogin, type LoginFields } from './validate-login.ts';
import { translateErrors } from '../auth/translate-errors.ts';

/** Username + password sign-in (SH-031..035). */
export function LoginForm({ status }: { status: Partial<StatusPayload> }) {
  const { t } = useTranslation('shell');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormFeedback<keyof LoginFields>('shell.login');
  const [formError, setFormError] = useState<string>();
  const [turnstileToken, setTurnstileToken] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const siteKey = turnstileSiteKey(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(translateErrors(validateLogin({ username, password }), t))) return;
    if (siteKey !== undefined && turnstileToken === '') {
      setFormError(t('turnstile.pending'));
      return;
    }
    setSubmitting(true);
    setFormError(undefined);
    try {
      const user = await login({ username: username.trim(), password }, turnstileToken || undefined);
      if (status.admin_only_login === true && !isAdmin(user.role)) {
        // SH-033: this site lets only admins into the console; drop the session the server opened.
        await logout().catch(() => undefined);
        setFormError(t('login.noPermission'));
        return;
      }
      completeSignIn(user, usesFactoryRootPassword({ username, password }) ? t('login.factoryPassword') : undefined);
    } catch (error) {
      setFormError(formErrorMessage(error, 'shell:login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" ref={form.fieldsRef} sx={{ display: 'grid', gap: 2 }} noValidate onSubmit={(event) => void submit(event)}>
      {formError !== undefined && <Alert severity="error">{formError}</Alert>}
      <FormField
        id="username"
        label={t('login.username')}
        value={username}
        onChange={(value) => {
          setUsername(value);
          form.clear('username');
        }}
        autoComplete="username"
        error={form.errors.username}
        required
        autoFocus
      />
      <PasswordField
        id="password"
        label={t('login.password')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.clear('password');
        }}
        autoComplete="current-password"
        error={form.errors.password}
        required
      />
      <TurnstileField siteKey={siteKey} onToken={setTurnstileToken} />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Box>
  );
}
