import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionJsonField, SettingsSection } from '../../shared/settings-form/index.ts';
import { ResetModelRatio } from './reset-model-ratio.tsx';

/** The pricing JSON options of the `model` ratio tab (SET-009, SET-014, SET-026, SET-027), in the reference's order. */
export const MODEL_RATIO_KEYS = ['GroupRatio', 'UserUsableGroups', 'ModelPrice', 'ModelRatio', 'CacheRatio', 'CompletionRatio', 'Chats'] as const;

/**
 * The `model` ratio tab: each pricing option as a JSON text area, checked on blur and again on save
 * by the option registry's schemas (the server runs the same ones), and the model ratio reset.
 */
export function ModelRatioSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection
      id="ratio-model"
      title={t('ratioSettings.model.title')}
      description={t('ratioSettings.model.description')}
      keys={MODEL_RATIO_KEYS}
      actions={<ResetModelRatio />}
    >
      {MODEL_RATIO_KEYS.map((key) => (
        <OptionJsonField key={key} optionKey={key} hint={t(`ratioSettings.model.fields.${key}.hint`)} maxRows={16} />
      ))}
    </SettingsSection>
  );
}
