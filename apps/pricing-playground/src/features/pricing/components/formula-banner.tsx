import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/** PP-005 (COM-026): how the prices below follow from the ratios, in the words of the billing. */
export function FormulaBanner() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="success" icon={false} variant="outlined">
      <AlertTitle>{t('pricing.formula.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('pricing.formula.tokens')}</li>
        <li>{t('pricing.formula.call')}</li>
        <li>{t('pricing.formula.billed')}</li>
      </Box>
    </Alert>
  );
}
