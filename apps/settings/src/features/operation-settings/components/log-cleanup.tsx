import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteLogsBefore } from '@gateway/sdk';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useNotify } from '@gateway/ui/notify';
import { DateTimeInput } from '@gateway/ui/time-range-picker';
import { NAMESPACE } from '../../../namespace.ts';
import { defaultCleanupTime, toTargetTimestamp } from '../default-cleanup-time.ts';

const NOTICE_KEY = 'settings.log-cleanup';

/**
 * SET-018, SET-019: deletes the logs older than a chosen time (one month back by default) after a
 * confirmation, with DELETE /api/log/?target_timestamp=, and says how many entries went.
 */
export function LogCleanup({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const [time, setTime] = useState<Date | null>(() => defaultCleanupTime(now()));
  const [confirming, setConfirming] = useState(false);
  const [missing, setMissing] = useState(false);
  const cleanup = useMutation({
    mutationFn: (date: Date) => deleteLogsBefore(toTargetTimestamp(date)),
    meta: { notifyKey: NOTICE_KEY },
    onSuccess: (count) => notify.success(t('operation.log.cleaned', { count: Number(count) || 0 }), { key: NOTICE_KEY }),
    onSettled: () => setConfirming(false),
  });
  const valid = time !== null && !Number.isNaN(time.getTime());
  const start = () => {
    setMissing(!valid);
    if (valid) setConfirming(true);
  };
  return (
    <Box sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('operation.log.cleanupTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('operation.log.cleanupDescription')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'flex-start' } }}>
        <DateTimeInput
          label={t('operation.log.cleanupTime')}
          value={time}
          onChange={(next) => {
            setTime(next);
            setMissing(false);
          }}
          error={missing && time === null ? t('operation.log.cleanupNeedsTime') : undefined}
        />
        <Button type="button" variant="outlined" color="error" onClick={start} loading={cleanup.isPending} sx={{ minHeight: 40 }}>
          {t('operation.log.cleanupButton')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('operation.log.cleanupConfirmTitle')}
        message={t('operation.log.cleanupConfirm', { time: valid ? time.toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US') : '' })}
        confirmLabel={t('operation.log.cleanupConfirmButton')}
        confirming={cleanup.isPending}
        onConfirm={() => valid && cleanup.mutate(time)}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
