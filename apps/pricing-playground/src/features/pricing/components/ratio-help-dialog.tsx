import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

function Term({ label, tone }: { label: string; tone: 'primary' | 'secondary' | 'success' | 'warning' | 'text' }) {
  const color = tone === 'text' ? 'text.primary' : `${tone}.main`;
  return (
    <Box component="span" sx={{ px: 1, py: 0.5, border: 2, borderColor: color, borderRadius: 1, color, fontWeight: 600, whiteSpace: 'nowrap' }}>
      {label}
    </Box>
  );
}

/** The explanation figure: the billing formula drawn with the names of its terms (one accessible image). */
function RatioFigure() {
  const { t } = useTranslation(NAMESPACE);
  const sign = (text: string) => (
    <Typography component="span" sx={{ fontWeight: 700 }}>
      {text}
    </Typography>
  );
  return (
    <Box
      role="img"
      aria-label={t('pricing.help.figureLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2, mb: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Term label={t('pricing.help.quota')} tone="text" />
      {sign('=')}
      {sign('(')}
      <Term label={t('pricing.help.input')} tone="primary" />
      {sign('+')}
      <Term label={t('pricing.help.output')} tone="primary" />
      {sign('×')}
      <Term label={t('pricing.help.completion')} tone="secondary" />
      {sign(')')}
      {sign('×')}
      <Term label={t('pricing.help.model')} tone="success" />
      {sign('×')}
      <Term label={t('pricing.help.group')} tone="warning" />
    </Box>
  );
}

/** PP-012: the help icon beside the table and the ratio explanation it opens. */
export function RatioHelp() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('pricing.help.open')}>
        <IconButton aria-label={t('pricing.help.open')} onClick={() => setOpen(true)}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('pricing.help.title')}</DialogTitle>
        <DialogContent>
          <RatioFigure />
          {(['modelRatio', 'completionRatio', 'groupRatio', 'cacheRatio', 'perCall'] as const).map((key) => (
            <Typography key={key} variant="body2" sx={{ mb: 1 }}>
              {t(`pricing.help.${key}`)}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('pricing.help.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
