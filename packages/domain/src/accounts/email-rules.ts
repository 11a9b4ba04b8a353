import type { MessageKey } from '../errors/messages.ts';

/** The email options that decide which addresses may register or be bound (registration, and binding an email in personal settings). */
export interface EmailAddressRules {
  /** EmailDomainRestrictionEnabled: only domains of the whitelist are accepted. */
  domainRestriction: boolean;
  /** EmailDomainWhitelist: comma-separated domains. */
  domainWhitelist: string;
  /** EmailAliasRestrictionEnabled: no "+" and no "." before the @ (sub-addresses and Gmail dot variants). */
  aliasRestriction: boolean;
}

/**
 * The form an address is stored and compared in: trimmed and lower-cased. Mail providers treat the
 * local part case-insensitively in practice, and one spelling per address keeps "is it taken" and
 * the per-address limits honest.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The part after the last @ (lower-cased), or '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Why an address is refused by the domain whitelist or the alias rule, or undefined when it passes.
 * The whitelist matches whole domains, case-insensitively (`mail.gmail.com` is not `gmail.com`).
 */
export function emailAddressRefusal(email: string, rules: EmailAddressRules): MessageKey | undefined {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return 'invalidParameters';
  if (rules.domainRestriction) {
    const allowed = rules.domainWhitelist
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== '');
    if (!allowed.includes(emailDomain(normalized))) return 'emailDomainNotAllowed';
  }
  if (rules.aliasRestriction && /[+.]/.test(normalized.slice(0, at))) return 'emailAliasNotAllowed';
  return undefined;
}
