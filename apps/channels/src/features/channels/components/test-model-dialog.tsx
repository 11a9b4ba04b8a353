import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChannelView } from '@gateway/sdk';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { useTestChannel } from '../api/channel-mutations.ts';
import { splitCommaList } from '../logic/model-list.ts';
import { channelNoticeKeys } from '../logic/notice-keys.ts';

export type TestModelDialogProps = { channel: ChannelView | undefined; onClose: () => void };

/** The model-picker test dialog (CH-017): pick one of the channel's models, then GET /api/channel/test/:id?model=. */
export function TestModelDialog({ channel, onClose }: TestModelDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const notify = useNotify();
  const test = useTestChannel();
  const [model, setModel] = useState('');
  useEffect(() => setModel(''), [channel?.id]);
  const models = splitCommaList(channel?.models);
  const run = (): void => {
    if (channel === undefined) return;
    test.mutate(
      { id: channel.id, model: model || undefined },
      {
        onSuccess: (result) => {
          notify.success(t('messages.testPassed', { name: channel.name, seconds: result.time.toFixed(2) }), { key: channelNoticeKeys.row(channel.id) });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={channel !== undefined} onClose={test.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('testDialog.title', { name: channel?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('testDialog.model')}
          value={models.includes(model) ? model : ''}
          onChange={(event) => setModel(event.target.value)}
        >
          <MenuItem value="">{t('testDialog.defaultModel')}</MenuItem>
          {models.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={test.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={run} loading={test.isPending}>
          {t('testDialog.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
