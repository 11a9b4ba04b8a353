import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { PriceForm, PricingMode, TokenMode } from '../pricing/price-form.ts';

export type PriceModeChoiceProps = {
  form: PriceForm;
  onMode: (mode: PricingMode) => void;
  onTokenMode: (mode: TokenMode) => void;
};

/** SET-033: per token or per request, and within per token "by ratio" or "by price". */
export function PriceModeChoice({ form, onMode, onTokenMode }: PriceModeChoiceProps) {
  const { t } = useTranslation(NAMESPACE);
  const modeId = useId();
  const tokenModeId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
      <FormControl>
        <FormLabel id={modeId}>{t('ratioSettings.form.mode')}</FormLabel>
        <RadioGroup row aria-labelledby={modeId} value={form.mode} onChange={(_event, value) => onMode(value as PricingMode)}>
          <FormControlLabel value="per-token" control={<Radio />} label={t('ratioSettings.form.perToken')} />
          <FormControlLabel value="per-request" control={<Radio />} label={t('ratioSettings.form.perRequest')} />
        </RadioGroup>
      </FormControl>
      {form.mode === 'per-token' && (
        <FormControl>
          <FormLabel id={tokenModeId}>{t('ratioSettings.form.tokenMode')}</FormLabel>
          <RadioGroup row aria-labelledby={tokenModeId} value={form.tokenMode} onChange={(_event, value) => onTokenMode(value as TokenMode)}>
            <FormControlLabel value="ratio" control={<Radio />} label={t('ratioSettings.form.byRatio')} />
            <FormControlLabel value="price" control={<Radio />} label={t('ratioSettings.form.byPrice')} />
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}
