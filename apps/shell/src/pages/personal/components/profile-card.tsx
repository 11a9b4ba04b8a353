import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { roleLabelKey } from '@gateway/domain';
import type { UserSelf } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';
import { Figure, SectionCard } from './section-card.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

/** Who the user is and their balance, used quota and request count (SH-073, SH-074). */
export function ProfileCard({ user }: { user: UserSelf }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const settings = useQuotaSettings();
  const [editing, setEditing] = useState(false);
  const name = user.display_name || user.username;
  return (
    <SectionCard
      title={t('profile.title')}
      action={
        <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
          {t('profile.edit')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5, minWidth: 0 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{name.slice(0, 1).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="profile-name">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('profile.username')}: {user.username}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, mt: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`common:${roleLabelKey(user.role)}`)} />
            <Chip size="small" variant="outlined" label={`${t('profile.group')}: ${user.group}`} />
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
        <Figure label={t('profile.quota')} testId="profile-quota">
          <QuotaText quota={user.quota} settings={settings} />
        </Figure>
        <Figure label={t('profile.usedQuota')} testId="profile-used">
          <QuotaText quota={user.used_quota} settings={settings} />
        </Figure>
        <Figure label={t('profile.requests')} testId="profile-requests">
          {user.request_count.toLocaleString()}
        </Figure>
      </Box>
      {editing && <ProfileDialog user={user} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
