import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useChannel } from '../api/channel-list-queries.ts';
import { useCreateChannel, useUpdateChannel } from '../api/channel-mutations.ts';
import { buildChannelFields, channelToForm, defaultChannelForm, endsWithV1 } from '../logic/channel-form.ts';
import type { ChannelFormField, ChannelFormProblems, ChannelFormValues, ChannelSubmitFields } from '../logic/channel-form.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';
import { EditorAdvancedFields } from './editor-advanced-fields.tsx';
import { EditorBasicFields } from './editor-basic-fields.tsx';
import { EditorErrorFields } from './editor-error-fields.tsx';
import { EditorModelFields } from './editor-model-fields.tsx';
import { useConfirm } from './use-confirm.tsx';

export type ChannelEditorDrawerProps = {
  /** Undefined: create mode; otherwise the channel to edit (CH-033). */
  channelId: number | undefined;
  onClose: () => void;
};

function Section({ title }: { title: string }) {
  return (
    <>
      <Divider sx={{ mt: 2, mb: 1 }} />
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
    </>
  );
}

/** The create/edit drawer (CH-033..CH-058): every editable field of a channel, checked before it is sent. */
export function ChannelEditorDrawer({ channelId, onClose }: ChannelEditorDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const mode = channelId === undefined ? 'create' : 'edit';
  const channel = useChannel(channelId);
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const { ask, dialog } = useConfirm();
  const [values, setValues] = useState<ChannelFormValues>(defaultChannelForm);
  const form = useFormFeedback<ChannelFormField>(channelNoticeKeys.editor);
  const translate = (problems: ChannelFormProblems): FieldErrors<ChannelFormField> =>
    Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(problem.messageKey, problem.params ?? {})]));
  // Fill the form once per channel: a background refetch of the detail must not wipe what is being typed.
  const filledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (channelId === undefined || channel.data === undefined || filledFor.current === channelId) return;
    filledFor.current = channelId;
    setValues(channelToForm(channel.data));
  }, [channel.data, channelId]);

  const onChange = (changes: Partial<ChannelFormValues>): void => {
    setValues((current) => ({ ...current, ...changes }));
    for (const field of Object.keys(changes)) form.clear(field as ChannelFormField);
  };
  const done = (message: string) => notify.success(message, { key: channelNoticeKeys.editor });

  const send = async (fields: ChannelSubmitFields): Promise<void> => {
    if (channelId === undefined) {
      const count = await create.mutateAsync({ mode: values.batch ? 'batch' : 'single', channel: fields });
      done(t('messages.created', { count: typeof count === 'number' ? count : 1 }));
    } else {
      await update.mutateAsync({ ...fields, id: channelId });
      done(t('messages.saved', { name: fields.name }));
    }
    onClose();
  };

  const submit = (): void => {
    const check = buildChannelFields(values, mode);
    if (!form.check(check.ok ? {} : translate(check.problems)) || !check.ok) return;
    if (endsWithV1(values.base_url)) ask(t('confirm.v1'), () => send(check.fields));
    else void send(check.fields).catch(() => undefined);
  };

  const title = channelId === undefined ? t('editor.createTitle') : t('editor.editTitle', { id: channelId });
  const loadFailed = channelId !== undefined && channel.isError;
  return (
    <EntityDrawer
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      submitDisabled={loadFailed || (channelId !== undefined && channel.data === undefined)}
      width={640}
      submitLabel={mode === 'create' ? t('editor.create') : undefined}
    >
      {channel.isLoading && <LinearProgress sx={{ mb: 2 }} />}
      {loadFailed && <Alert severity="error">{t('editor.notFound')}</Alert>}
      {!loadFailed && (channelId === undefined || channel.data !== undefined) && (
        <Box ref={form.fieldsRef}>
          <Typography variant="subtitle2" color="text.secondary">
            {t('editor.sections.basic')}
          </Typography>
          <EditorBasicFields values={values} onChange={onChange} mode={mode} errors={form.errors} />
          <Section title={t('editor.sections.models')} />
          <EditorModelFields values={values} onChange={onChange} mode={mode} channelId={channelId} errors={form.errors} />
          <Section title={t('editor.sections.advanced')} />
          <EditorAdvancedFields values={values} onChange={onChange} mode={mode} errors={form.errors} />
          {channel.data !== undefined && channelId !== undefined && (
            <>
              <Section title={t('editor.sections.errors')} />
              <EditorErrorFields channel={channel.data} />
            </>
          )}
        </Box>
      )}
      {dialog}
    </EntityDrawer>
  );
}
