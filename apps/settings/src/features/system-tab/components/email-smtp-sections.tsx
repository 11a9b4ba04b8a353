import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionSwitch, OptionTextField, SettingsSection } from '../../shared/settings-form/index.ts';
import { systemSectionKeys } from '../system-keys.ts';
import { EmailDomainList } from './email-domain-list.tsx';
import { OptionSecretField } from './option-secret-field.tsx';

/** SET-067, SET-069, SET-070: which email addresses may register. */
export function EmailDomainSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.emailDomain.${key}`);
  return (
    <SettingsSection id="system-email-domain" title={text('title')} description={text('description')} keys={systemSectionKeys.emailDomain}>
      <OptionSwitch optionKey="EmailDomainRestrictionEnabled" />
      <OptionSwitch optionKey="EmailAliasRestrictionEnabled" hint={text('aliasRestrictionHint')} />
      <EmailDomainList />
    </SettingsSection>
  );
}

/** SET-071: the mail server for verification codes, password resets and quota warnings. */
export function SmtpSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`systemTab.smtp.${key}`);
  return (
    <SettingsSection id="system-smtp" title={text('title')} description={text('description')} keys={systemSectionKeys.smtp}>
      <OptionTextField optionKey="SMTPServer" placeholder="smtp.example.com" />
      <OptionTextField optionKey="SMTPPort" hint={text('portHint')} />
      <OptionTextField optionKey="SMTPAccount" />
      <OptionTextField optionKey="SMTPFrom" hint={text('fromHint')} />
      <OptionSecretField optionKey="SMTPToken" />
      <OptionSwitch optionKey="SMTPSSLEnabled" hint={text('sslHint')} />
    </SettingsSection>
  );
}
