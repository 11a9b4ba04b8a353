import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-015: drawing and the Midjourney switches. */
export function DrawingSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.drawing.${key}`);
  return (
    <SettingsSection id="operation-drawing" title={text('title')} keys={operationSectionKeys.drawing}>
      <OptionSwitch optionKey="DrawingEnabled" />
      <OptionSwitch optionKey="MjNotifyEnabled" />
      <OptionSwitch optionKey="MjAccountFilterEnabled" />
      <OptionSwitch optionKey="MjForwardUrlEnabled" />
      <OptionSwitch optionKey="MjModeClearEnabled" />
      <OptionSwitch optionKey="MjActionCheckSuccessEnabled" />
    </SettingsSection>
  );
}
