import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { operationSectionKeys } from '../operation-keys.ts';
import { useQuotaHint } from '../use-quota-hint.ts';

/** SET-024: quota for new users, pre-consumption and invitation rewards; each at least 0. */
export function QuotaSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`operation.quota.${key}`);
  const quotaHint = useQuotaHint();
  return (
    <SettingsSection id="operation-quota" title={text('title')} keys={operationSectionKeys.quota}>
      <OptionTextField optionKey="QuotaForNewUser" hint={quotaHint('QuotaForNewUser')} />
      <OptionTextField optionKey="PreConsumedQuota" hint={quotaHint('PreConsumedQuota', text('preConsumedHint'))} />
      <OptionTextField optionKey="QuotaForInviter" hint={quotaHint('QuotaForInviter')} />
      <OptionTextField optionKey="QuotaForInvitee" hint={quotaHint('QuotaForInvitee')} />
    </SettingsSection>
  );
}
