import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../system-settings/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-016: the sensitive-word checks and the word list (one per line). */
export function SensitiveWordsSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.sensitive.${key}`);
  return (
    <SettingsSection id="operation-sensitive" title={text('title')} keys={operationSectionKeys.sensitive}>
      <OptionSwitch optionKey="CheckSensitiveEnabled" label={text('enabled')} />
      <OptionSwitch optionKey="CheckSensitiveOnPromptEnabled" label={text('onPrompt')} />
      <OptionSwitch optionKey="CheckSensitiveOnCompletionEnabled" label={text('onCompletion')} />
      <OptionSwitch optionKey="StopOnSensitiveEnabled" label={text('stopOnSensitive')} />
      <OptionTextField optionKey="SensitiveWords" label={text('words')} hint={text('wordsHint')} multiline minRows={4} />
    </SettingsSection>
  );
}
