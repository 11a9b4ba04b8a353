import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { channelTypeByValue, channelTypeOptions } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { organizationApplies } from '../logic/channel-form.ts';
import { channelTypeLabel } from '../logic/channel-type-label.ts';
import type { ChannelFormField, ChannelFormValues } from '../logic/channel-form.ts';

export type EditorFieldsProps = {
  values: ChannelFormValues;
  onChange: (changes: Partial<ChannelFormValues>) => void;
  mode: 'create' | 'edit';
  /** Messages shown beside the fields, one per field that is wrong. */
  errors?: FieldErrors<ChannelFormField>;
};

/** Error state and helper text of a field: its problem, or else its hint. */
export function fieldFeedback(errors: FieldErrors<ChannelFormField> | undefined, field: ChannelFormField, hint?: string) {
  const message = errors?.[field];
  return { error: message !== undefined, helperText: message ?? hint };
}

/** A new channel of a type with a fixed model list (Midjourney, Suno: CH-053) starts with that list. */
function typeChange(type: number, mode: 'create' | 'edit'): Partial<ChannelFormValues> {
  const prefill = channelTypeByValue(type)?.modelPrefill;
  return mode === 'create' && prefill !== undefined ? { type, models: [...prefill] } : { type };
}

/**
 * Type, name, key, base URL, other and organisation. What the key and `other` mean per type comes
 * from the domain catalogue (keyHint, keyFormat, otherHint, defaultBaseUrl), never from type checks here.
 */
export function EditorBasicFields({ values, onChange, mode, errors }: EditorFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const info = channelTypeByValue(values.type);
  const jsonKey = info?.keyFormat === 'json';
  const keyHint = mode === 'edit' ? t('editor.fields.keyEditHint') : info !== undefined ? t(info.keyHint) : undefined;
  // Types listed only for old data still show their own name when an old channel is edited.
  const options = info !== undefined && !channelTypeOptions.includes(info) ? [info, ...channelTypeOptions] : channelTypeOptions;
  return (
    <>
      <TextField
        select
        fullWidth
        margin="dense"
        label={t('editor.fields.type')}
        value={values.type}
        onChange={(event) => onChange(typeChange(Number(event.target.value), mode))}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {channelTypeLabel(option, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        margin="dense"
        required
        label={t('editor.fields.name')}
        value={values.name}
        onChange={(event) => onChange({ name: event.target.value })}
        {...fieldFeedback(errors, 'name')}
      />
      <TextField
        fullWidth
        margin="dense"
        required={mode === 'create'}
        multiline={values.batch || jsonKey}
        minRows={values.batch || jsonKey ? 3 : undefined}
        label={t('editor.fields.key')}
        placeholder={info !== undefined ? t(info.keyHint) : undefined}
        {...fieldFeedback(errors, 'key', keyHint)}
        value={values.key}
        onChange={(event) => onChange({ key: event.target.value })}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      {mode === 'create' && !jsonKey && (
        <FormControlLabel
          control={<Switch checked={values.batch} onChange={(event) => onChange({ batch: event.target.checked })} />}
          label={t('editor.fields.batch')}
        />
      )}
      <TextField
        fullWidth
        margin="dense"
        label={t('editor.fields.baseUrl')}
        placeholder={info?.defaultBaseUrl || undefined}
        {...fieldFeedback(
          errors,
          'base_url',
          info?.defaultBaseUrl ? t('editor.fields.baseUrlHint', { url: info.defaultBaseUrl }) : t('editor.fields.baseUrlRequired'),
        )}
        value={values.base_url}
        onChange={(event) => onChange({ base_url: event.target.value })}
      />
      {info?.otherHint !== undefined && (
        <TextField
          fullWidth
          margin="dense"
          label={t('editor.fields.other')}
          placeholder={info.otherDefault}
          {...fieldFeedback(errors, 'other', t(info.otherHint))}
          value={values.other}
          onChange={(event) => onChange({ other: event.target.value })}
        />
      )}
      {organizationApplies(values.type) && (
        <TextField
          fullWidth
          margin="dense"
          label={t('editor.fields.organization')}
          {...fieldFeedback(errors, 'openai_organization')}
          value={values.openai_organization}
          onChange={(event) => onChange({ openai_organization: event.target.value })}
        />
      )}
    </>
  );
}
