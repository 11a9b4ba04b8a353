import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TOKEN_BULK_COUNTS, createTokenInput, updateTokenInput } from '@gateway/domain';
import type { TokenRow } from '@gateway/domain';
import { EntityDrawer } from '@gateway/ui/entity-drawer';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import type { FieldErrors } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { tokenNoticeKeys, useTokenMutations } from '../api/use-tokens.ts';
import { newTokenForm, toTokenPayload, tokenFormFrom, tokenPayloadFields, validateTokenForm } from '../token-form.ts';
import type { TokenFormField, TokenFormValues } from '../token-form.ts';
import { QuotaField } from '../../shared/quota-field.tsx';
import { TokenExpiryField } from './token-expiry-field.tsx';
import { TokenLimitFields } from './token-limit-fields.tsx';

export type TokenDrawerProps = {
  /** undefined creates; a token (loaded by GET /api/token/:id, TW-009) edits. */
  token: TokenRow | undefined;
  onClose: () => void;
};

/** Create (POST) or edit (PUT with id) a token (TW-010..022). Mount it per token: the form starts from its values. */
export function TokenDrawer({ token, onClose }: TokenDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const { create, update } = useTokenMutations();
  const mode = token === undefined ? 'create' : 'edit';
  const [values, setValues] = useState<TokenFormValues>(() => (token === undefined ? newTokenForm() : tokenFormFrom(token)));
  const form = useFormFeedback<TokenFormField>(tokenNoticeKeys.editor);
  const change = (patch: Partial<TokenFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) form.clear(field as TokenFormField);
  };
  const done = (message: string) => {
    notify.success(message, { key: tokenNoticeKeys.editor });
    onClose();
  };

  /** The form's own checks first (their messages are the most specific), then every rule of the server's schema. */
  const findErrors = (): FieldErrors<TokenFormField> => {
    const own: FieldErrors<TokenFormField> = {};
    for (const [field, key] of Object.entries(validateTokenForm(values, mode))) own[field as TokenFormField] = t(`tokens.form.errors.${key}`);
    const payload = toTokenPayload(values);
    const parsed =
      token === undefined ? createTokenInput.safeParse({ ...payload, count: Number(values.count) }) : updateTokenInput.safeParse({ ...payload, id: token.id });
    return { ...form.schemaErrors(parsed, tokenPayloadFields), ...own };
  };

  const submit = () => {
    if (!form.check(findErrors())) return;
    const payload = toTokenPayload(values);
    if (token === undefined) {
      const count = Number.parseInt(values.count, 10);
      create.mutate({ ...payload, count }, { onSuccess: () => done(t('tokens.messages.created', { count })) });
    } else {
      update.mutate({ ...payload, id: token.id }, { onSuccess: () => done(t('tokens.messages.updated', { name: payload.name })) });
    }
  };

  return (
    <EntityDrawer
      open
      title={t(mode === 'create' ? 'tokens.form.createTitle' : 'tokens.form.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
    >
      <Stack spacing={2.5} ref={form.fieldsRef}>
        <TextField
          fullWidth
          autoFocus
          required={mode === 'create'}
          label={t('tokens.form.name')}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          {...form.fieldProps('name')}
        />
        <FormControlLabel
          control={<Switch checked={values.unlimitedQuota} onChange={(event) => change({ unlimitedQuota: event.target.checked })} />}
          label={t('tokens.form.unlimited')}
        />
        <QuotaField
          label={t('tokens.form.remainQuota')}
          helpKey="tokens.form.remainQuotaHelp"
          quickLabel={t('tokens.form.quickQuota')}
          value={values.remainQuota}
          onChange={(remainQuota) => change({ remainQuota })}
          error={form.errors.remainQuota}
          disabled={values.unlimitedQuota}
        />
        <TokenExpiryField value={values.expiry} onChange={(expiry) => change({ expiry })} error={form.errors.expiry} />
        {mode === 'create' && (
          <Box>
            <TextField
              fullWidth
              label={t('tokens.form.count')}
              value={values.count}
              onChange={(event) => change({ count: event.target.value })}
              {...form.fieldProps('count', t('tokens.form.countHelp'))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Box sx={{ display: 'flex', gap: 0.75, mt: 1 }}>
              {TOKEN_BULK_COUNTS.map((count) => (
                <Chip key={count} size="small" label={count} onClick={() => change({ count: String(count) })} />
              ))}
            </Box>
          </Box>
        )}
        <TokenLimitFields values={values} onChange={change} errors={form.errors} />
      </Stack>
    </EntityDrawer>
  );
}
