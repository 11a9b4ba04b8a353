import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsdAmount, quotaToAmount, userSettingSchema } from '@gateway/domain';
import { describeApiError } from '@gateway/sdk';
import { useFormFeedback } from '@gateway/ui/form-feedback';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { notificationFormFrom, settingPayloadFields, toSettingRequest, validateNotificationForm } from '../notification-form.ts';
import type { NotificationField, NotificationForm } from '../notification-form.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { presetLabel, WARNING_THRESHOLD_PRESETS } from '../threshold-presets.ts';
import { readUserSetting } from '../user-setting.ts';
import { useQuotaSettings } from '../use-quota-settings.ts';

/**
 * Quota warnings (SH-087…095): by email or webhook, the threshold with presets labelled from
 * quota_per_unit, saved with PUT /api/user/setting. Mount per saved setting: the form starts from it.
 */
export function NotificationSettings({ settingText }: { settingText: string }) {
  const { t, i18n } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const { quotaPerUnit } = useQuotaSettings();
  const { saveNotifications, testNotification } = usePersonalMutations();
  const saved = readUserSetting(settingText);
  const [values, setValues] = useState<NotificationForm>(() => notificationFormFrom(saved));
  const form = useFormFeedback<NotificationField>(personalNoticeKeys.notifications);
  const change = (patch: Partial<NotificationForm>) => {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of Object.keys(patch)) form.clear(field as NotificationField);
  };
  const webhook = values.notifyType === 'webhook';
  const threshold = Number(values.threshold);
  const worth = /^\d+$/.test(values.threshold.trim())
    ? t('notifications.thresholdHint', { amount: formatUsdAmount(quotaToAmount(threshold, quotaPerUnit), { language: i18n.language }) })
    : undefined;

  /** The form's own messages first, then any other rule of the server's schema (a secret with a control character …). */
  const valid = () => {
    const own = Object.fromEntries(Object.entries(validateNotificationForm(values)).map(([field, key]) => [field, t(`notifications.${key}`)]));
    const schema = own.threshold === undefined ? form.schemaErrors(userSettingSchema.safeParse(toSettingRequest(values, saved)), settingPayloadFields) : {};
    return form.check({ ...schema, ...own });
  };

  /** Sends one test notice to what the form says now, saved or not. */
  const test = () => {
    if (!valid()) return;
    testNotification.mutate(toSettingRequest(values, saved), {
      onSuccess: () =>
        notify.success(t(webhook ? 'notifications.testSentWebhook' : 'notifications.testSentEmail'), { key: personalNoticeKeys.notificationTest }),
    });
  };

  const submit = () => {
    if (!valid()) return;
    saveNotifications.mutate(toSettingRequest(values, saved), {
      onSuccess: () => notify.success(t('notifications.saved'), { key: personalNoticeKeys.notifications }),
      // SH-095: "update notification settings failed", with the reason.
      onError: (error) => notify.error(t('notifications.saveFailed', { reason: describeApiError(error) ?? '' }), { key: personalNoticeKeys.notifications }),
    });
  };

  return (
    <Stack
      spacing={2.5}
      ref={form.fieldsRef}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('notifications.description')}
      </Typography>
      <FormControl>
        <FormLabel id="notify-type">{t('notifications.type')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="notify-type"
          value={values.notifyType}
          onChange={(event) => change({ notifyType: event.target.value === 'webhook' ? 'webhook' : 'email' })}
        >
          <FormControlLabel value="email" control={<Radio />} label={t('notifications.email')} />
          <FormControlLabel value="webhook" control={<Radio />} label={t('notifications.webhook')} />
        </RadioGroup>
      </FormControl>
      <Box>
        <TextField
          fullWidth
          label={t('notifications.threshold')}
          value={values.threshold}
          onChange={(event) => change({ threshold: event.target.value })}
          {...form.fieldProps('threshold', worth)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1, mb: 0.5 }}>
          {t('notifications.presets')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {WARNING_THRESHOLD_PRESETS.map((quota) => (
            <Chip
              key={quota}
              size="small"
              color={String(quota) === values.threshold.trim() ? 'primary' : 'default'}
              label={presetLabel(quota, quotaPerUnit, i18n.language)}
              onClick={() => change({ threshold: String(quota) })}
            />
          ))}
        </Box>
      </Box>
      {webhook ? (
        <>
          <TextField
            fullWidth
            required
            label={t('notifications.webhookUrl')}
            value={values.webhookUrl}
            onChange={(event) => change({ webhookUrl: event.target.value })}
            {...form.fieldProps('webhookUrl', t('notifications.webhookUrlHint'))}
          />
          <TextField
            fullWidth
            type="password"
            label={t('notifications.webhookSecret')}
            value={values.webhookSecret}
            onChange={(event) => change({ webhookSecret: event.target.value })}
            {...form.fieldProps('webhookSecret', t('notifications.webhookSecretHint'))}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        </>
      ) : (
        <TextField
          fullWidth
          type="email"
          label={t('notifications.notificationEmail')}
          value={values.notificationEmail}
          onChange={(event) => change({ notificationEmail: event.target.value })}
          {...form.fieldProps('notificationEmail', t('notifications.notificationEmailHint'))}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={saveNotifications.isPending}>
          {t('notifications.save')}
        </Button>
        <Button variant="outlined" onClick={test} loading={testNotification.isPending}>
          {t('notifications.test')}
        </Button>
      </Box>
    </Stack>
  );
}
