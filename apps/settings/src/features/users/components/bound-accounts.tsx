import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PublicUser } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/** The linked ids, in the order of the spec's user entity (API-USR-023). */
const bindings = [
  { field: 'email', label: 'users.form.email' },
  { field: 'github_id', label: 'GitHub' },
  { field: 'oidc_id', label: 'OIDC' },
  { field: 'wechat_id', label: 'WeChat' },
  { field: 'telegram_id', label: 'Telegram' },
  { field: 'linux_do_id', label: 'Linux DO' },
] as const;

/** The user's email and third-party ids, read-only for admins (USR-019). */
export function BoundAccounts({ user }: { user: PublicUser }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('users.form.bindings')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('users.form.bindingsHint')}
      </Typography>
      {bindings.map(({ field, label }) => (
        <TextField
          key={field}
          size="small"
          fullWidth
          label={label.startsWith('users.') ? t(label) : label}
          value={user[field] === '' ? t('users.form.notBound') : user[field]}
          slotProps={{ htmlInput: { readOnly: true, 'data-binding': field } }}
        />
      ))}
    </Stack>
  );
}
