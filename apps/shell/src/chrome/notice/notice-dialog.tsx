import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { AdminContent } from '@gateway/ui/admin-content';
import { rememberNoticeClosed } from './notice-memory.ts';

/** The admin's notice (Markdown or HTML, sanitized by AdminContent) in a dialog. */
export default function NoticeDialog({ text }: { text: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(true);
  const close = (forToday: boolean) => {
    rememberNoticeClosed(text, new Date(), forToday);
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="notice-dialog-title" fullWidth maxWidth="sm" data-notice-dialog>
      <DialogTitle id="notice-dialog-title">{t('notice.title')}</DialogTitle>
      <DialogContent dividers>
        <AdminContent source={text} format="markdown" />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => close(true)}>{t('notice.closeToday')}</Button>
        <Button variant="contained" onClick={() => close(false)}>
          {t('notice.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
