import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@gateway/ui/confirm-dialog';
import { NAMESPACE } from '../../../namespace.ts';
import { useOptionLabel, useSection, useSettingsForm } from '../../shared/settings-form/index.ts';

const KEY = 'PasswordLoginEnabled';

/**
 * SET-068: turning password login off asks first — nobody, root included, can then sign in with
 * a password. Cancelling leaves the switch on; confirming saves the off value at once. Turning it
 * on is an ordinary edit saved with the section.
 */
export function PasswordLoginSwitch() {
  const { t } = useTranslation(NAMESPACE);
  const section = useSection();
  const label = useOptionLabel(KEY);
  const { saved } = useSettingsForm();
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const checked = section.values[KEY] === 'true';

  const toggle = (next: boolean) => {
    // Back to a stored "off" needs no question: nothing changes on the server.
    if (next || saved[KEY] !== 'true') section.change(KEY, next ? 'true' : 'false');
    else setAsking(true);
  };
  const confirm = async () => {
    setSaving(true);
    try {
      await section.submit({ [KEY]: 'false' });
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  return (
    <>
      <FormControlLabel label={label} control={<Switch name={KEY} checked={checked} onChange={(_event, next) => toggle(next)} />} />
      <ConfirmDialog
        open={asking}
        danger
        title={t('systemTab.login.passwordOffTitle')}
        message={t('systemTab.login.passwordOffMessage')}
        confirmLabel={t('systemTab.login.passwordOffConfirm')}
        confirming={saving}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
