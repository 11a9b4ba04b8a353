import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useLogUser } from '../api/use-usage-logs.ts';

export type UserInfoDialogProps = { userId: number | undefined; settings: QuotaDisplaySettings; onClose: () => void };

/** The admin's look-up of a record's user (LOG-020): GET /api/user/{id}. */
export function UserInfoDialog({ userId, settings, onClose }: UserInfoDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const user = useLogUser(userId);
  const rows =
    user.data === undefined
      ? []
      : [
          [t('usageLog.userInfo.username'), user.data.username],
          [t('usageLog.userInfo.quota'), <QuotaText key="quota" quota={user.data.quota} settings={settings} />],
          [t('usageLog.userInfo.usedQuota'), <QuotaText key="used" quota={user.data.used_quota} settings={settings} />],
          [t('usageLog.userInfo.requestCount'), user.data.request_count.toLocaleString()],
        ];
  return (
    <Dialog open={userId !== undefined} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('usageLog.userInfo.title')}</DialogTitle>
      <DialogContent>
        {user.isFetching && user.data === undefined ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={24} />
          </Box>
        ) : (
          <Box component="dl" sx={{ m: 0 }}>
            {rows.map(([label, value], index) => (
              <Box key={index} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
