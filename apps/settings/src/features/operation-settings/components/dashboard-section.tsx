import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSelect, OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-021: the granularities the dashboard offers. */
const granularities = ['hour', 'day', 'week'] as const;

/** SET-020, SET-021: the data dashboard switch, its update interval (at least 1 minute) and default granularity. */
export function DashboardSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.dashboard.${key}`);
  return (
    <SettingsSection id="operation-dashboard" title={text('title')} keys={operationSectionKeys.dashboard}>
      <OptionSwitch optionKey="DataExportEnabled" />
      <OptionTextField optionKey="DataExportInterval" hint={text('intervalHint')} />
      <OptionSelect optionKey="DataExportDefaultTime" choices={granularities.map((value) => ({ value, label: text(value) }))} />
    </SettingsSection>
  );
}
