import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { channelTypeByValue } from '@gateway/domain';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useGroups, useModelCatalogue } from '../api/channel-list-queries.ts';
import { fetchUpstreamModels } from '../api/fetch-upstream-models.ts';
import { stripTrailingSlash } from '../logic/channel-form.ts';
import { addModels, mergeCustomModels, relatedModels } from '../logic/model-list.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import { ChipListField } from './chip-list-field.tsx';
import { fieldFeedback } from './editor-basic-fields.tsx';
import type { EditorFieldsProps } from './editor-basic-fields.tsx';

/** Models (picker, fill related/all, the type's prefill, upstream fetch, custom names) and groups (CH-053..CH-058, CH-040). */
export function EditorModelFields({ values, onChange, channelId, errors }: EditorFieldsProps & { channelId: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const catalogue = useModelCatalogue();
  const groups = useGroups();
  const [custom, setCustom] = useState('');
  const [fetching, setFetching] = useState(false);
  const catalogueNames = catalogue.data ?? [];
  const prefill = channelTypeByValue(values.type)?.modelPrefill;

  const addCustom = (): void => {
    const result = mergeCustomModels(values.models, custom);
    if (result.duplicates.length > 0)
      notify.warning(t('editor.errors.duplicateModels', { names: result.duplicates.join(', ') }), { key: channelNoticeKeys.editorModels });
    onChange({ models: result.models });
    setCustom('');
  };

  const fetchModels = async (): Promise<void> => {
    // A saved channel can use its stored key; a new one (or a changed key) needs the key typed in.
    if (values.key.trim() === '' && channelId === undefined) {
      notify.error(t('editor.errors.keyForFetch'), { key: channelNoticeKeys.editorModels });
      return;
    }
    setFetching(true);
    try {
      const target =
        values.key.trim() === '' && channelId !== undefined
          ? { id: channelId }
          : { base_url: stripTrailingSlash(values.base_url), type: values.type, key: values.key.trim().split(/\r?\n/)[0] ?? '' };
      const models = await fetchUpstreamModels(target);
      onChange({ models: addModels(values.models, models) });
      notify.success(t('messages.modelsFetched', { count: models.length }), { key: channelNoticeKeys.editorModels });
    } catch {
      notify.error(t('messages.modelListFailed'), { key: channelNoticeKeys.editorModels });
    } finally {
      setFetching(false);
    }
  };

  return (
    <>
      <ChipListField
        label={t('editor.fields.models')}
        {...fieldFeedback(errors, 'models', t('editor.fields.modelsHint', { count: values.models.length }))}
        value={values.models}
        options={catalogueNames}
        freeSolo
        onChange={(models) => onChange({ models })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button size="small" variant="outlined" onClick={() => onChange({ models: addModels(values.models, relatedModels(catalogueNames)) })}>
          {t('editor.fields.fillRelated')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onChange({ models: addModels(values.models, catalogueNames) })}>
          {t('editor.fields.fillAll')}
        </Button>
        {prefill !== undefined && (
          <Button size="small" variant="outlined" onClick={() => onChange({ models: addModels(values.models, prefill) })}>
            {t('editor.fields.prefill')}
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={() => void fetchModels()} loading={fetching}>
          {t('editor.fields.fetchModels')}
        </Button>
        <Button size="small" color="inherit" onClick={() => onChange({ models: [] })}>
          {t('editor.fields.clearModels')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          fullWidth
          size="small"
          margin="dense"
          label={t('editor.fields.customModels')}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCustom();
            }
          }}
        />
        <Button variant="outlined" onClick={addCustom} disabled={custom.trim() === ''}>
          {t('editor.fields.addCustom')}
        </Button>
      </Box>
      <ChipListField
        label={t('editor.fields.groups')}
        {...fieldFeedback(errors, 'groups')}
        value={values.groups}
        options={groups.data ?? []}
        freeSolo
        onChange={(next) => onChange({ groups: next })}
      />
    </>
  );
}
