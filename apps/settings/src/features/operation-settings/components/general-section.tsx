import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-012, SET-013: quota per unit, retries, links and display switches. */
export function GeneralSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.general.${key}`);
  return (
    <SettingsSection id="operation-general" title={text('title')} keys={operationSectionKeys.general}>
      <OptionTextField optionKey="QuotaPerUnit" hint={text('quotaPerUnitHint')} />
      <OptionTextField optionKey="RetryTimes" hint={text('retryTimesHint')} />
      <OptionTextField optionKey="TopUpLink" hint={text('topUpLinkHint')} placeholder="https://" />
      <OptionTextField optionKey="general_setting.docs_link" hint={text('docsLinkHint')} placeholder="https://" />
      <OptionTextField optionKey="StreamCacheQueueLength" hint={text('streamCacheQueueLengthHint')} />
      <OptionSwitch optionKey="DisplayInCurrencyEnabled" />
      <OptionSwitch optionKey="DisplayTokenStatEnabled" />
      <OptionSwitch optionKey="DefaultCollapseSidebar" />
      <OptionSwitch optionKey="DemoSiteEnabled" />
      <OptionSwitch optionKey="SelfUseModeEnabled" hint={text('selfUseModeHint')} />
    </SettingsSection>
  );
}
