import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CopyButton } from '@gateway/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/** After a create: the generated codes (TW-032), one per line, with copy-all. */
export function CreatedCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog open={codes.length > 0} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="created-codes-title">
      <DialogTitle id="created-codes-title">{t('redemptions.created.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('redemptions.created.description', { count: codes.length })}</DialogContentText>
        <Box component="pre" data-testid="created-codes" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}>
          {codes.join('\n')}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <CopyButton text={codes.join('\n')} label={t('redemptions.created.copyAll')} size="medium" />
        <Button variant="contained" onClick={onClose}>
          {t('redemptions.created.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
