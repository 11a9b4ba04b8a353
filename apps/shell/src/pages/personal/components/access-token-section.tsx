import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { CopyButton } from '@gateway/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';

/**
 * The system access token (SH-078): GET /api/user/token makes a new one, replacing the old, and it
 * is shown once here, with a copy button; the page never shows it again.
 */
export function AccessTokenSection({ userId }: { userId: number }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const { generateToken } = usePersonalMutations();
  const [asking, setAsking] = useState(false);
  const [token, setToken] = useState<string | undefined>(undefined);
  const generate = () =>
    generateToken.mutate(undefined, {
      onSuccess: (value) => setToken(value),
      onSettled: () => setAsking(false),
    });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1.5, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t('security.accessToken')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('security.accessTokenHint', { id: userId })}
        </Typography>
      </Box>
      <Button size="small" variant="outlined" onClick={() => setAsking(true)}>
        {t('security.generate')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('security.regenerateTitle')}
        message={t('security.regenerateMessage')}
        confirmLabel={t('security.generate')}
        confirming={generateToken.isPending}
        onConfirm={generate}
        onCancel={() => setAsking(false)}
      />
      <Dialog open={token !== undefined} onClose={() => setToken(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{t('security.tokenTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('security.tokenOnce')}
          </Alert>
          <TextField
            fullWidth
            value={token ?? ''}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'access-token', 'aria-label': t('security.accessToken'), style: { fontFamily: 'monospace' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <CopyButton text={token ?? ''} />
                  </InputAdornment>
                ),
              },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setToken(undefined)}>
            {t('security.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
