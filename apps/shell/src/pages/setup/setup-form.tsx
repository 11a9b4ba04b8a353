import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { submitSetup } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { FormField } from '../../components/form/form-field.tsx';
import { PasswordField } from '../auth/password-field.tsx';
import { translateErrors } from '../auth/translate-errors.ts';
import { usageModeFlags, usageModes, validateSetup, type SetupFields, type UsageMode } from './validate-setup.ts';
import { setupFailureMessage } from './setup-failure.ts';
import { UsageModeDialog } from './usage-mode-dialog.tsx';

/** After a successful setup the page reloads after 1.5 s, so the shell boots with the new status. */
export const RELOAD_DELAY_MS = 1500;

export type SetupFormProps = {
  /** root_init: an admin exists already (upgrade), so only the usage mode is asked. */
  adminExists: boolean;
  /** Injectable for tests. */
  reload?: () => void;
};

export function SetupForm({ adminExists, reload = () => window.location.reload() }: SetupFormProps) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const [fields, setFields] = useState<SetupFields>({ username: '', password: '', confirmPassword: '' });
  const [mode, setMode] = useState<UsageMode>('external');
  const form = useFormFeedback<keyof SetupFields>('shell.setup');
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const set = (name: keyof SetupFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const errorOf = (name: keyof SetupFields) => form.errors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(translateErrors(validateSetup(fields, adminExists), t))) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      // With an existing admin the server takes only the mode; the account fields go empty.
      await submitSetup({
        ...(adminExists ? { username: '', password: '', confirmPassword: '' } : { ...fields, username: fields.username.trim() }),
        ...usageModeFlags(mode),
      });
      setDone(true);
      notify.success(t('setup.success'), { key: 'shell.setup' });
      setTimeout(reload, RELOAD_DELAY_MS);
    } catch (error) {
      const failure = setupFailureMessage(error);
      setFormError('text' in failure ? failure.text : t(failure.key));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" ref={form.fieldsRef} spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
      {formError !== undefined && <Alert severity="error">{formError}</Alert>}
      {done && <Alert severity="success">{t('setup.success')}</Alert>}
      {!adminExists && (
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('setup.adminSection')}
          </Typography>
          <FormField
            id="setup-username"
            label={t('setup.username')}
            value={fields.username}
            onChange={set('username')}
            autoComplete="username"
            error={errorOf('username')}
            required
          />
          <PasswordField
            id="setup-password"
            label={t('setup.password')}
            value={fields.password}
            onChange={set('password')}
            autoComplete="new-password"
            error={errorOf('password')}
            helperText={t('setup.passwordHint')}
            required
          />
          <PasswordField
            id="setup-confirm"
            label={t('setup.confirmPassword')}
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
            error={errorOf('confirmPassword')}
            required
          />
        </Stack>
      )}
      <FormControl>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormLabel id="usage-mode-label">{t('setup.modeLabel')}</FormLabel>
          <Button size="small" startIcon={<HelpOutline fontSize="small" />} onClick={() => setHelpOpen(true)}>
            {t('setup.modeHelpButton')}
          </Button>
        </Stack>
        <RadioGroup aria-labelledby="usage-mode-label" name="usage-mode" value={mode} onChange={(event) => setMode(event.target.value as UsageMode)}>
          {usageModes.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`setup.mode.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={submitting || done}>
        {t('setup.submit')}
      </Button>
      <UsageModeDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
