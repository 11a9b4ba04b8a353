import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field.tsx';
import { formErrorMessage } from '../form-error-message.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { loginWithWeChatCode } from './oauth-api.ts';

/** SH-039: scan the account's QR code, send it the keyword, type the code it answers (valid 3 minutes). */
export default function WeChatLoginDialog({ qrCodeUrl, onClose }: { qrCodeUrl: string; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('wechat.codeRequired'));
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      const user = await loginWithWeChatCode(code.trim());
      onClose();
      completeSignIn(user);
    } catch (failure) {
      setError(formErrorMessage(failure, 'shell:login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('wechat.title')}</DialogTitle>
        <DialogContent>
          {qrCodeUrl !== '' && (
            <Box component="img" src={qrCodeUrl} alt={t('wechat.qrAlt')} sx={{ display: 'block', width: 180, height: 180, mx: 'auto', mb: 2 }} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('wechat.instructions')}
          </Typography>
          {error !== undefined && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <FormField id="wechat-code" label={t('wechat.code')} value={code} onChange={setCode} autoComplete="one-time-code" autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t('login.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
