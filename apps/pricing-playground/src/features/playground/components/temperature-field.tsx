import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { normalizeTemperature, TEMPERATURE_MAX, TEMPERATURE_STEP, TEMPERATURE_UNSET } from '../playground-settings.ts';

/**
 * PP-016/017: a slider in steps of 0.1 up to 1 whose lowest stop is "Default" (unset, not sent,
 * CHECKLIST resolution of PP-017); every other stop is a temperature from 0.1 to 1.
 */
export function TemperatureField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const text = (temperature: number) => (temperature === TEMPERATURE_UNSET ? t('playground.temperature.default') : temperature.toFixed(1));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={`${id}-label`} variant="body2">
          {t('playground.temperature.label')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="temperature-value">
          {text(value)}
        </Typography>
      </Box>
      <Slider
        size="small"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        getAriaValueText={text}
        value={value}
        min={TEMPERATURE_UNSET}
        max={TEMPERATURE_MAX}
        step={TEMPERATURE_STEP}
        marks
        onChange={(_event, next) => onChange(normalizeTemperature(Array.isArray(next) ? next[0]! : next))}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: 0 }}>
        {t('playground.temperature.help')}
      </FormHelperText>
    </Box>
  );
}
