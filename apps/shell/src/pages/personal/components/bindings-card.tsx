import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { UserSelf } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { EmailBindDialog } from './email-bind-dialog.tsx';
import { SectionCard } from './section-card.tsx';

/** The third-party ids of the user entity (SH-086), with their provider names. */
const providers = [
  { field: 'github_id', name: 'GitHub' },
  { field: 'oidc_id', name: 'OIDC' },
  { field: 'wechat_id', name: 'WeChat' },
  { field: 'telegram_id', name: 'Telegram' },
  { field: 'linux_do_id', name: 'Linux DO' },
] as const;

function BindingRow({ name, value, action }: { name: string; value: string; action?: React.ReactNode }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25, flexWrap: 'wrap' }} data-binding={name}>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="body2" color={value === '' ? 'text.secondary' : 'success.main'} sx={{ overflowWrap: 'anywhere' }}>
          {value === '' ? t('bindings.notBound') : t('bindings.bound', { id: value })}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

/** Email (bound with a mailed code, SH-082/083) and whether each third-party account is bound (SH-086). */
export function BindingsCard({ user }: { user: UserSelf }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const [binding, setBinding] = useState(false);
  return (
    <SectionCard title={t('bindings.title')}>
      <BindingRow
        name={t('bindings.email')}
        value={user.email}
        action={
          <Button size="small" variant="outlined" onClick={() => setBinding(true)}>
            {t(user.email === '' ? 'bindings.bindEmail' : 'bindings.changeEmail')}
          </Button>
        }
      />
      {providers.map(({ field, name }) => (
        <Box key={field}>
          <Divider />
          <BindingRow name={name} value={user[field]} />
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('bindings.thirdPartyHint')}
      </Typography>
      {binding && <EmailBindDialog onClose={() => setBinding(false)} />}
    </SectionCard>
  );
}
