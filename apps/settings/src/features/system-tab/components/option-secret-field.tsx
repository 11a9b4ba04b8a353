import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearSecretOption, handleApiError } from '@gateway/sdk';
import { queryKeys } from '@gateway/sdk/queries';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { useOptionLabel, useSection, useSettingsForm } from '../../shared/settings-form/index.ts';

/** A credential's field; labelled like every option field (option-labels.ts). */
export type OptionSecretFieldProps = { optionKey: string; hint?: string };

/**
 * A write-only credential (SET-071): the form never holds the stored value, only whether one is
 * set. Typing replaces it when the section is saved; left blank it is kept (the server keeps it
 * too). "Remove" clears it after a confirmation.
 */
export function OptionSecretField({ optionKey, hint }: OptionSecretFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const section = useSection();
  const label = useOptionLabel(optionKey);
  const stored = useSettingsForm().secretsSet.includes(optionKey);
  const client = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const actionKey = `settings.secret.${optionKey}`;

  const remove = async () => {
    setRemoving(true);
    try {
      await clearSecretOption(optionKey);
      await client.invalidateQueries({ queryKey: queryKeys.optionSecrets });
      notify.success(t('systemTab.secret.removed', { label }), { key: actionKey });
    } catch (error) {
      handleApiError(error, { key: actionKey });
    } finally {
      setRemoving(false);
      setAsking(false);
    }
  };

  const state = stored ? t('systemTab.secret.stored') : t('systemTab.secret.notSet');
  return (
    <Box data-secret-state={stored ? 'set' : 'unset'} data-option-key={optionKey}>
      <TextField
        name={optionKey}
        label={label}
        type="password"
        autoComplete="new-password"
        value={section.values[optionKey] ?? ''}
        onChange={(event) => section.change(optionKey, event.target.value)}
        placeholder={stored ? t('systemTab.secret.keepPlaceholder') : ''}
        fullWidth
        {...section.fieldState(optionKey, [hint, stored ? t('systemTab.secret.keepHint') : undefined].filter(Boolean).join(' ') || undefined)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Chip size="small" label={state} color={stored ? 'success' : 'default'} variant="outlined" />
              </InputAdornment>
            ),
          },
        }}
      />
      {stored && (
        <Button size="small" color="error" onClick={() => setAsking(true)} sx={{ mt: 0.5 }}>
          {t('systemTab.secret.remove')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        danger
        title={t('systemTab.secret.removeTitle', { label })}
        message={t('systemTab.secret.removeMessage', { label })}
        confirmLabel={t('systemTab.secret.remove')}
        confirming={removing}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
