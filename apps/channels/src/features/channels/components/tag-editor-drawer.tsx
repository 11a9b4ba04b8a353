import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useGroups, useModelCatalogue } from '../api/channel-list-queries.ts';
import { useEditTag } from '../api/channel-mutations.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import { buildTagEdit } from '../logic/tag-edit.ts';
import type { TagEditValues } from '../logic/tag-edit.ts';
import { ChipListField } from './chip-list-field.tsx';

export type TagEditorDrawerProps = { tag: string | undefined; onClose: () => void };

/** The tag-edit drawer (CH-059..CH-063): overrides for every channel of a tag; blank leaves a field alone. */
export function TagEditorDrawer({ tag, onClose }: TagEditorDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const groups = useGroups();
  const catalogue = useModelCatalogue();
  const editTag = useEditTag();
  const [values, setValues] = useState<TagEditValues>({ newTag: '', models: [], groups: [], model_mapping: '' });
  const form = useFormFeedback<'model_mapping'>(channelNoticeKeys.tagEditor);
  const { clear } = form;
  useEffect(() => {
    setValues({ newTag: tag ?? '', models: [], groups: [], model_mapping: '' });
    clear('model_mapping');
  }, [tag, clear]);
  const submit = (): void => {
    if (tag === undefined) return;
    const check = buildTagEdit(tag, values);
    if (!check.ok && check.field !== undefined) return void form.check({ [check.field]: t(check.problem.messageKey) });
    form.check({});
    // Nothing changed is not a field's fault: it is said in a notice only.
    if (!check.ok) return notify.warning(t(check.problem.messageKey), { key: channelNoticeKeys.tagEditor });
    editTag.mutate(check.input, {
      onSuccess: (count) => {
        notify.success(t('tagEditor.saved', { count }), { key: channelNoticeKeys.tagEditor });
        onClose();
      },
    });
  };
  return (
    <EntityDrawer open={tag !== undefined} title={t('tagEditor.title', { tag: tag ?? '' })} onClose={onClose} onSubmit={submit} submitting={editTag.isPending}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tagEditor.hint')}
      </Typography>
      <Box ref={form.fieldsRef}>
        <TextField
          fullWidth
          margin="dense"
          label={t('tagEditor.newTag')}
          helperText={t('tagEditor.newTagHint')}
          value={values.newTag}
          onChange={(event) => setValues({ ...values, newTag: event.target.value })}
        />
        <ChipListField
          label={t('tagEditor.models')}
          value={values.models}
          options={catalogue.data ?? []}
          freeSolo
          onChange={(models) => setValues({ ...values, models })}
        />
        <ChipListField
          label={t('tagEditor.groups')}
          value={values.groups}
          options={groups.data ?? []}
          onChange={(next) => setValues({ ...values, groups: next })}
        />
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={t('tagEditor.modelMapping')}
          value={values.model_mapping}
          onChange={(event) => {
            setValues({ ...values, model_mapping: event.target.value });
            clear('model_mapping');
          }}
          {...form.fieldProps('model_mapping')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </Box>
    </EntityDrawer>
  );
}
