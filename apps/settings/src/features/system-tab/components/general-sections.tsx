import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionJsonField, OptionTextField, SettingsSection, useSettingsForm } from '../../shared/settings-form/index.ts';
import { systemSectionKeys } from '../system-keys.ts';
import { OptionSecretField } from './option-secret-field.tsx';

/** SET-062: the address the site is reached at (links in mails, payment callbacks, chat links). */
export function GeneralSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="system-general" title={t('systemTab.general.title')} keys={systemSectionKeys.general}>
      <OptionTextField optionKey="ServerAddress" hint={t('systemTab.general.serverAddressHint')} placeholder="https://gateway.example.com" />
    </SettingsSection>
  );
}

/** SET-062: the proxy worker that fetches user-supplied URLs for the server, so the server itself never calls addresses users choose. */
export function WorkerSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SettingsSection id="system-worker" title={t('systemTab.worker.title')} description={t('systemTab.worker.description')} keys={systemSectionKeys.worker}>
      <OptionTextField optionKey="WorkerUrl" placeholder="https://worker.example.workers.dev" />
      <OptionSecretField optionKey="WorkerValidKey" />
    </SettingsSection>
  );
}

/** SET-063…066: online top-up through Epay; saved only once the server address is set. */
export function PaymentSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.payment.${key}`);
  const { saved } = useSettingsForm();
  const needsAddress = (saved['ServerAddress'] ?? '').trim() === '';
  return (
    <SettingsSection
      id="system-payment"
      title={text('title')}
      description={needsAddress ? text('needsServerAddress') : text('description')}
      keys={systemSectionKeys.payment}
    >
      <OptionTextField optionKey="PayAddress" placeholder="https://pay.example.com" />
      <OptionTextField optionKey="EpayId" />
      <OptionSecretField optionKey="EpayKey" />
      <OptionTextField optionKey="Price" hint={text('priceHint')} />
      <OptionTextField optionKey="MinTopUp" hint={text('minTopUpHint')} />
      <OptionTextField optionKey="CustomCallbackAddress" hint={text('callbackAddressHint')} />
      <OptionJsonField optionKey="TopupGroupRatio" hint={text('groupRatioHint')} />
    </SettingsSection>
  );
}
