import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../shared/settings-form/index.ts';

/** SET-046…050: the per-user model request rate limit: at most N requests (and N successful ones) per user in each window of minutes, as new-api limits them. */
export const rateLimitKeys = [
  'ModelRequestRateLimitEnabled',
  'ModelRequestRateLimitDurationMinutes',
  'ModelRequestRateLimitCount',
  'ModelRequestRateLimitSuccessCount',
] as const;

/** The Rate limits tab: one section; ranges and defaults come from the option registry. */
export default function RateLimitTab() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="ratelimit" title={t('rateLimit.title')} description={t('rateLimit.description')} keys={rateLimitKeys}>
      <OptionSwitch optionKey="ModelRequestRateLimitEnabled" />
      <OptionTextField optionKey="ModelRequestRateLimitDurationMinutes" hint={t('rateLimit.durationHint')} />
      <OptionTextField optionKey="ModelRequestRateLimitCount" hint={t('rateLimit.countHint')} />
      <OptionTextField optionKey="ModelRequestRateLimitSuccessCount" hint={t('rateLimit.successCountHint')} />
    </SettingsSection>
  );
}
