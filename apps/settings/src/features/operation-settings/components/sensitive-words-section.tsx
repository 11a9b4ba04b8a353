import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-016: the sensitive-word checks and the word list (one per line). */
export function SensitiveWordsSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.sensitive.${key}`);
  return (
    <SettingsSection id="operation-sensitive" title={text('title')} keys={operationSectionKeys.sensitive}>
      <OptionSwitch optionKey="CheckSensitiveEnabled" />
      <OptionSwitch optionKey="CheckSensitiveOnPromptEnabled" />
      <OptionSwitch optionKey="CheckSensitiveOnCompletionEnabled" />
      <OptionSwitch optionKey="StopOnSensitiveEnabled" />
      <OptionTextField optionKey="SensitiveWords" hint={text('wordsHint')} multiline minRows={4} />
    </SettingsSection>
  );
}
