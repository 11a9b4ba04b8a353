import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionJsonField, OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { modelSectionKeys } from '../model-keys.ts';

/** SET-054 … SET-058: Gemini safety, API versions, image models and the thinking adapter. */
export function GeminiSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`modelSettings.gemini.${key}`);
  return (
    <SettingsSection id="models-gemini" title={text('title')} keys={modelSectionKeys.gemini}>
      <OptionJsonField optionKey="gemini.safety_settings" hint={text('safetyHint')} />
      <OptionJsonField optionKey="gemini.version_settings" hint={text('versionHint')} />
      <OptionJsonField optionKey="gemini.supported_imagine_models" hint={text('imagineModelsHint')} />
      <OptionSwitch optionKey="gemini.thinking_adapter_enabled" hint={text('thinkingEnabledHint')} />
      <OptionTextField optionKey="gemini.thinking_adapter_budget_tokens_percentage" hint={text('thinkingPercentageHint')} />
    </SettingsSection>
  );
}
