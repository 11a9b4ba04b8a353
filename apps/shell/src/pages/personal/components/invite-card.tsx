import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InputAdornment from '@mui/material/InputAdornment';
import type { UserSelf } from '@gateway/domain';
import { CopyButton } from '@gateway/ui/copy-button';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../../app/status/status-context.ts';
import { useAffCode } from '../api/use-personal.ts';
import { inviteLink } from '../invite-link.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';
import { AffTransferDialog } from './aff-transfer-dialog.tsx';
import { Figure, SectionCard } from './section-card.tsx';

/** The invitation link with the aff code (SH-079), the counts, and the reward transfer (SH-080). */
export function InviteCard({ user }: { user: UserSelf }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const status = useGatedStatus();
  const settings = useQuotaSettings();
  const aff = useAffCode();
  const [transferring, setTransferring] = useState(false);
  const link = aff.data === undefined || aff.data === '' ? '' : inviteLink(aff.data, status.server_address, window.location.origin);
  return (
    <SectionCard title={t('invite.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('invite.description')}
      </Typography>
      <TextField
        fullWidth
        size="small"
        label={t('invite.link')}
        value={link}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'invite-link' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CopyButton text={link} disabled={link === ''} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mt: 2.5 }}>
        <Figure label={t('invite.invited')} testId="invite-count">
          {user.aff_count.toLocaleString()}
        </Figure>
        <Figure label={t('invite.pending')} testId="invite-pending">
          <QuotaText quota={user.aff_quota} settings={settings} />
        </Figure>
        <Figure label={t('invite.total')} testId="invite-total">
          <QuotaText quota={user.aff_history_quota} settings={settings} />
        </Figure>
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} disabled={user.aff_quota <= 0} onClick={() => setTransferring(true)}>
        {t('invite.transfer')}
      </Button>
      {transferring && <AffTransferDialog available={user.aff_quota} onClose={() => setTransferring(false)} />}
    </SectionCard>
  );
}
