import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';
import { LogCleanup } from './log-cleanup.tsx';

/** SET-017 … SET-019: whether usage is logged, how long logs are kept (LogRetentionDays) and the cleanup of old logs. */
export function LogSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="operation-log" title={t('operation.log.title')} keys={operationSectionKeys.log}>
      <OptionSwitch optionKey="LogConsumeEnabled" />
      <OptionTextField optionKey="LogRetentionDays" hint={t('operation.log.retentionDaysHint')} />
      <LogCleanup />
    </SettingsSection>
  );
}
