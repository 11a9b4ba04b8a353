import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionJsonField, OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { modelSectionKeys } from '../model-keys.ts';

/** SET-059, SET-060: Claude headers per model, default max_tokens and the thinking adapter. */
export function ClaudeSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`modelSettings.claude.${key}`);
  return (
    <SettingsSection id="models-claude" title={text('title')} keys={modelSectionKeys.claude}>
      <OptionJsonField optionKey="claude.model_headers_settings" hint={text('headersHint')} />
      <OptionJsonField optionKey="claude.default_max_tokens" hint={text('maxTokensHint')} />
      <OptionSwitch optionKey="claude.thinking_adapter_enabled" hint={text('thinkingEnabledHint')} />
      <OptionTextField optionKey="claude.thinking_adapter_budget_tokens_percentage" hint={text('thinkingPercentageHint')} />
    </SettingsSection>
  );
}
