import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection, useSettingsForm } from '../../shared/settings-form/index.ts';
import { modelSectionKeys } from '../model-keys.ts';

/** SET-052, SET-053: pass-through and the stream ping; the interval is editable only with pings on. */
export function GlobalSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`modelSettings.global.${key}`);
  const { values } = useSettingsForm();
  return (
    <SettingsSection id="models-global" title={text('title')} keys={modelSectionKeys.global}>
      <OptionSwitch optionKey="global.pass_through_request_enabled" hint={text('passThroughHint')} />
      <OptionSwitch optionKey="general_setting.ping_interval_enabled" />
      <OptionTextField
        optionKey="general_setting.ping_interval_seconds"
        hint={text('pingSecondsHint')}
        disabled={values['general_setting.ping_interval_enabled'] !== 'true'}
      />
    </SettingsSection>
  );
}
