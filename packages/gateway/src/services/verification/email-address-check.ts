import { emailAddressRefusal, messages } from '@gateway/domain';
import type { OptionStore } from '../option-store.ts';

/**
 * The server's own check of an address against EmailDomainRestrictionEnabled / EmailDomainWhitelist and
 * EmailAliasRestrictionEnabled: the message to answer, or undefined when it may be used.
 * Checked when a code is sent and again when it is used, so a rule changed in between still holds.
 */
export function emailRuleRefusal(options: OptionStore, email: string): string | undefined {
  const refusal = emailAddressRefusal(email, {
    domainRestriction: options.getBoolean('EmailDomainRestrictionEnabled'),
    domainWhitelist: options.get('EmailDomainWhitelist'),
    aliasRestriction: options.getBoolean('EmailAliasRestrictionEnabled'),
  });
  return refusal === undefined ? undefined : messages[refusal];
}
