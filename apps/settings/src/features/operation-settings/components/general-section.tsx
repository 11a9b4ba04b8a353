import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../system-settings/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';

/** SET-012, SET-013: quota per unit, retries, links and display switches. */
export function GeneralSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.general.${key}`);
  return (
    <SettingsSection id="operation-general" title={text('title')} keys={operationSectionKeys.general}>
      <OptionTextField optionKey="QuotaPerUnit" label={text('quotaPerUnit')} hint={text('quotaPerUnitHint')} />
      <OptionTextField optionKey="RetryTimes" label={text('retryTimes')} hint={text('retryTimesHint')} />
      <OptionTextField optionKey="TopUpLink" label={text('topUpLink')} hint={text('topUpLinkHint')} placeholder="https://" />
      <OptionTextField optionKey="general_setting.docs_link" label={text('docsLink')} hint={text('docsLinkHint')} placeholder="https://" />
      <OptionTextField optionKey="StreamCacheQueueLength" label={text('streamCacheQueueLength')} hint={text('streamCacheQueueLengthHint')} />
      <OptionSwitch optionKey="DisplayInCurrencyEnabled" label={text('displayInCurrency')} />
      <OptionSwitch optionKey="DisplayTokenStatEnabled" label={text('displayTokenStat')} />
      <OptionSwitch optionKey="DefaultCollapseSidebar" label={text('defaultCollapseSidebar')} />
      <OptionSwitch optionKey="DemoSiteEnabled" label={text('demoSite')} />
      <OptionSwitch optionKey="SelfUseModeEnabled" label={text('selfUseMode')} hint={text('selfUseModeHint')} />
    </SettingsSection>
  );
}
