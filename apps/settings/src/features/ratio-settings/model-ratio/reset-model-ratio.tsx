import { useState } from 'react';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resetModelRatio } from '@gateway/sdk';
import { queryKeys } from '@gateway/sdk/queries';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { useNotify } from '@gateway/ui/notify';
import { NAMESPACE } from '../../../namespace.ts';
import { useSettingsForm } from '../../shared/settings-form/index.ts';

const NOTICE_KEY = 'settings.reset-model-ratio';

/**
 * SET-028: "Reset model ratios" behind the irreversible-change confirmation; POST
 * /api/option/rest_model_ratio, then the restored table replaces the form's ModelRatio (an unsaved
 * edit of it is dropped: the reset is what was asked for).
 */
export function ResetModelRatio() {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const client = useQueryClient();
  const { discard } = useSettingsForm();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: resetModelRatio,
    meta: { notifyKey: NOTICE_KEY },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.options });
      discard(['ModelRatio']);
      notify.success(t('ratioSettings.model.resetDone'), { key: NOTICE_KEY });
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button type="button" variant="outlined" color="error" onClick={() => setConfirming(true)}>
        {t('ratioSettings.model.reset')}
      </Button>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('ratioSettings.model.resetTitle')}
        message={t('ratioSettings.model.resetMessage')}
        confirmLabel={t('ratioSettings.model.resetConfirm')}
        confirming={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
