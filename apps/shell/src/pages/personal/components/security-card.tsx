import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { UserSelf } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { AccessTokenSection } from './access-token-section.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SectionCard } from './section-card.tsx';

function Row({ title, hint, action }: { title: string; hint?: string; action: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {hint !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

/** Access token (SH-078), password change (SH-076) and account deletion (SH-077). */
export function SecurityCard({ user }: { user: UserSelf }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const [dialog, setDialog] = useState<'password' | 'delete' | undefined>(undefined);
  return (
    <SectionCard title={t('security.title')}>
      <AccessTokenSection userId={user.id} />
      <Divider />
      <Row
        title={t('security.changePassword')}
        action={
          <Button size="small" variant="outlined" onClick={() => setDialog('password')}>
            {t('security.changePassword')}
          </Button>
        }
      />
      <Divider />
      <Row
        title={t('security.deleteAccount')}
        hint={t('security.deleteHint')}
        action={
          <Button size="small" variant="outlined" color="error" onClick={() => setDialog('delete')}>
            {t('security.deleteAccount')}
          </Button>
        }
      />
      {dialog === 'password' && <ChangePasswordDialog onClose={() => setDialog(undefined)} />}
      {dialog === 'delete' && <DeleteAccountDialog username={user.username} onClose={() => setDialog(undefined)} />}
    </SectionCard>
  );
}
