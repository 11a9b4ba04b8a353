import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { TOKEN_EXPIRY_SHORTCUTS } from '@gateway/domain';
import { expiryShortcutValue } from '../expiry.ts';

export type TokenExpiryFieldProps = { value: string; onChange: (value: string) => void; error?: string };

/** Expiry as a local date-time, empty for never, with the four shortcuts (TW-015 / TW-016). */
export function TokenExpiryField({ value, onChange, error }: TokenExpiryFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box>
      <TextField
        fullWidth
        placeholder="YYYY-MM-DD HH:mm:ss"
        label={t('tokens.form.expiry')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error ?? t('tokens.form.expiryHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        {TOKEN_EXPIRY_SHORTCUTS.map((shortcut) => (
          <Chip
            key={shortcut.key}
            size="small"
            label={t(`tokens.form.expiryShortcuts.${shortcut.key}`)}
            onClick={() => onChange(expiryShortcutValue(shortcut.key, Date.now()))}
          />
        ))}
      </Box>
    </Box>
  );
}
