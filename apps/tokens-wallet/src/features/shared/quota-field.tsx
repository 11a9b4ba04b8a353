import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatQuota } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';
import { useQuotaSettings } from './use-quota-settings.ts';
import { QUOTA_CHOICES, formatQuotaChoiceLabel } from './quota-choices.ts';

export type QuotaFieldProps = {
  label: string;
  /** i18n key of the helper text; receives {{amount}}. */
  helpKey: string;
  quickLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** A quota in integer units with the quick choices (TW-014 / TW-036), labelled from quota_per_unit. */
export function QuotaField({ label, helpKey, quickLabel, value, onChange, error, disabled = false }: QuotaFieldProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = useQuotaSettings();
  const parsed = Number.parseInt(value, 10);
  const amount = Number.isSafeInteger(parsed) ? formatQuota(parsed, { ...settings, displayInCurrency: true }, { language: i18n.language }) : '—';
  return (
    <Box>
      <TextField
        fullWidth
        label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error ?? t(helpKey, { amount })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1, mb: 0.5 }}>
        {quickLabel}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {QUOTA_CHOICES.map((quota) => (
          <Chip
            key={quota}
            size="small"
            disabled={disabled}
            color={String(quota) === value ? 'primary' : 'default'}
            label={formatQuotaChoiceLabel(quota, settings.quotaPerUnit)}
            onClick={() => onChange(String(quota))}
          />
        ))}
      </Box>
    </Box>
  );
}
