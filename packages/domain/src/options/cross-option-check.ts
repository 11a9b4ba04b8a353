import type { ValidationResult } from '../errors/validation-result.ts';
import type { ValidationMessageKey } from '../errors/validation-result.ts';
import { optionDefinition } from './option-registry.ts';

export type OptionRequirement = { toggle: string; needs: string; messageKey: ValidationMessageKey };

/**
 * A switch that needs another option filled in before it may be on, as new-api's PUT /api/option checks (e.g. GitHub OAuth needs a client id).
 * Exported so a client saving several keys at once stores the needed option before the switch.
 */
export const optionRequirements: readonly OptionRequirement[] = [
  { toggle: 'GitHubOAuthEnabled', needs: 'GitHubClientId', messageKey: 'validation.option.needsGitHubClientId' },
  { toggle: 'LinuxDOOAuthEnabled', needs: 'LinuxDOClientId', messageKey: 'validation.option.needsLinuxDoClientId' },
  { toggle: 'oidc.enabled', needs: 'oidc.client_id', messageKey: 'validation.option.needsOidcClientId' },
  { toggle: 'WeChatAuthEnabled', needs: 'WeChatServerAddress', messageKey: 'validation.option.needsWeChatServer' },
  { toggle: 'TurnstileCheckEnabled', needs: 'TurnstileSiteKey', messageKey: 'validation.option.needsTurnstileSiteKey' },
  { toggle: 'TelegramOAuthEnabled', needs: 'TelegramBotToken', messageKey: 'validation.option.needsTelegramBotToken' },
  { toggle: 'EmailDomainRestrictionEnabled', needs: 'EmailDomainWhitelist', messageKey: 'validation.option.needsEmailWhitelist' },
];

function currentValue(current: Record<string, string>, key: string): string {
  return current[key] ?? optionDefinition(key)?.default ?? '';
}

/** The epay settings: their return and notify URLs are built from ServerAddress. */
const ONLINE_PAYMENT_KEYS = ['PayAddress', 'EpayId', 'EpayKey'] as const;

/**
 * SET-065: payment settings are saved only once the server address is set; clearing a payment
 * value is always allowed. The other way round, the server address cannot be cleared while
 * online payment is configured (its callback would point nowhere).
 */
function checkPaymentNeedsServerAddress(key: string, value: string, current: Record<string, string>): ValidationResult<string> | undefined {
  if (optionDefinition(key)?.section === 'payment' && value.trim() !== '' && currentValue(current, 'ServerAddress').trim() === '') {
    return { ok: false, messageKey: 'validation.option.needsServerAddress' };
  }
  if (key === 'ServerAddress' && value.trim() === '' && ONLINE_PAYMENT_KEYS.some((name) => currentValue(current, name).trim() !== '')) {
    return { ok: false, messageKey: 'validation.option.serverAddressInUse' };
  }
  return undefined;
}

/**
 * Checks a new value against the options it depends on. `value` must already have passed
 * validateOptionValue; `current` holds the stored values (missing keys fall back to defaults).
 * Both directions are guarded: a switch cannot be turned on without its credential, and the
 * credential cannot be cleared while its switch is on. Payment settings need the server address.
 */
export function crossOptionCheck(key: string, value: string, current: Record<string, string>): ValidationResult<string> {
  for (const requirement of optionRequirements) {
    if (key === requirement.toggle && value === 'true' && currentValue(current, requirement.needs).trim() === '') {
      return { ok: false, messageKey: requirement.messageKey };
    }
    if (key === requirement.needs && value.trim() === '' && currentValue(current, requirement.toggle) === 'true') {
      return { ok: false, messageKey: requirement.messageKey };
    }
  }
  return checkPaymentNeedsServerAddress(key, value, current) ?? { ok: true, value };
}
