import { EmailDomainSection, SmtpSection } from './components/email-smtp-sections.tsx';
import { GeneralSection, PaymentSection, WorkerSection } from './components/general-sections.tsx';
import { LoginSection } from './components/login-section.tsx';
import { GitHubSection, LinuxDoSection, OidcSection, TelegramSection, TurnstileSection, WeChatSection } from './components/provider-sections.tsx';

/**
 * The System tab of /setting (SET-061): general, proxy worker, payment, sign-in and registration,
 * email domain whitelist, SMTP, OIDC, GitHub, Linux DO, WeChat, Telegram and Turnstile, one
 * section with its own Save each. Credentials are write-only (OptionSecretField).
 */
export default function SystemTab() {
  return (
    <>
      <GeneralSection />
      <WorkerSection />
      <PaymentSection />
      <LoginSection />
      <EmailDomainSection />
      <SmtpSection />
      <OidcSection />
      <GitHubSection />
      <LinuxDoSection />
      <WeChatSection />
      <TelegramSection />
      <TurnstileSection />
    </>
  );
}
