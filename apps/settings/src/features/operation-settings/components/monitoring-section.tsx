import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';
import { useQuotaHint } from '../use-quota-hint.ts';

/** SET-022, SET-023: channel monitoring; both thresholds at least 0. */
export function MonitoringSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.monitor.${key}`);
  const quotaHint = useQuotaHint();
  return (
    <SettingsSection id="operation-monitor" title={text('title')} keys={operationSectionKeys.monitor}>
      <OptionTextField optionKey="ChannelDisableThreshold" hint={text('disableThresholdHint')} />
      <OptionTextField optionKey="QuotaRemindThreshold" hint={quotaHint('QuotaRemindThreshold', text('quotaRemindThresholdHint'))} />
      <OptionSwitch optionKey="AutomaticDisableChannelEnabled" />
      <OptionSwitch optionKey="AutomaticEnableChannelEnabled" />
      <OptionTextField optionKey="AutomaticDisableKeywords" hint={text('keywordsHint')} multiline minRows={4} />
    </SettingsSection>
  );
}
