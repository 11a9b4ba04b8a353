import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotify } from '@gateway/ui/notify';
import { useTranslation } from 'react-i18next';
import { personalNoticeKeys, usePersonalMutations } from '../api/use-personal.ts';
import { PERSONAL_NAMESPACE } from '../personal-namespace.ts';
import { readUserSetting } from '../user-setting.ts';

/** accept_unset_model_ratio_model, saved in the same PUT /api/user/setting body (SH-088). */
export function PriceSettings({ settingText }: { settingText: string }) {
  const { t } = useTranslation(PERSONAL_NAMESPACE);
  const notify = useNotify();
  const { savePrice } = usePersonalMutations();
  const saved = readUserSetting(settingText);
  const [accept, setAccept] = useState(saved.accept_unset_model_ratio_model);
  const save = () =>
    savePrice.mutate(
      { ...saved, accept_unset_model_ratio_model: accept },
      { onSuccess: () => notify.success(t('price.saved'), { key: personalNoticeKeys.price }) },
    );
  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={accept} onChange={(event) => setAccept(event.target.checked)} />} label={t('price.acceptUnset')} />
      <Typography variant="body2" color="text.secondary">
        {t('price.acceptUnsetHint')}
      </Typography>
      <Box>
        <Button variant="contained" onClick={save} loading={savePrice.isPending}>
          {t('price.save')}
        </Button>
      </Box>
    </Stack>
  );
}
