import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { ChannelFormValues } from '../logic/channel-form.ts';
import { fieldFeedback } from './editor-basic-fields.tsx';
import type { EditorFieldsProps } from './editor-basic-fields.tsx';

type JsonField = 'model_mapping' | 'status_code_mapping' | 'param_override' | 'setting';

const jsonFields: ReadonlyArray<{ field: JsonField; label: string; placeholder: string }> = [
  { field: 'model_mapping', label: 'editor.fields.modelMapping', placeholder: '{"gpt-3.5-turbo": "gpt-3.5-turbo-0125"}' },
  { field: 'status_code_mapping', label: 'editor.fields.statusCodeMapping', placeholder: '{"400": "500"}' },
  { field: 'param_override', label: 'editor.fields.paramOverride', placeholder: '{"temperature": 0}' },
  { field: 'setting', label: 'editor.fields.setting', placeholder: '{"force_format": true, "proxy": ""}' },
];

type CheckedField = 'priority' | 'weight' | 'price' | 'max_input_tokens' | 'test_model' | 'tag';

const checkedFields: ReadonlySet<string> = new Set<CheckedField>(['priority', 'weight', 'price', 'max_input_tokens', 'test_model', 'tag']);

function isChecked(field: keyof ChannelFormValues): field is CheckedField {
  return checkedFields.has(field);
}

/** JSON fields, priority/weight/price (CH-051, CH-052), test model, tag, auto-ban and the input limit. */
export function EditorAdvancedFields({ values, onChange, errors }: EditorFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = (field: keyof ChannelFormValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={t(label)}
      {...(isChecked(field) ? fieldFeedback(errors, field) : {})}
      value={values[field] as string}
      onChange={(event) => onChange({ [field]: event.target.value })}
      slotProps={{ htmlInput: extra }}
    />
  );
  return (
    <>
      {jsonFields.map(({ field, label, placeholder }) => (
        <TextField
          key={field}
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t(label)}
          placeholder={placeholder}
          {...fieldFeedback(errors, field)}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {text('priority', 'editor.fields.priority', { inputMode: 'numeric', step: 1, min: -999 })}
        {text('weight', 'editor.fields.weight', { inputMode: 'numeric', step: 1, min: 0 })}
        {text('price', 'editor.fields.price', { inputMode: 'decimal', step: 0.0001, min: 0, type: 'number' })}
        {text('max_input_tokens', 'editor.fields.maxInputTokens', { inputMode: 'numeric', step: 1, min: 0 })}
        {text('test_model', 'editor.fields.testModel')}
        {text('tag', 'editor.fields.tag')}
      </Box>
      <FormControlLabel
        control={<Switch checked={values.auto_ban} onChange={(event) => onChange({ auto_ban: event.target.checked })} />}
        label={t('editor.fields.autoBan')}
      />
    </>
  );
}
