/**
 * Outcome of a pure validation. Failures carry an i18n key (the console translates it) plus the
 * values it interpolates; `formatValidationMessage` renders the English text the server sends.
 */
export type ValidationResult<T = string> = { ok: true; value: T } | { ok: false; messageKey: ValidationMessageKey; params?: Record<string, unknown> };

/**
 * English templates of every validation failure; `{name}` is replaced by `params.name`. `{key}` is
 * an option's key: the server's text names the option as an API client sends it, and the console
 * shows the label of its settings field instead (sdk field-labels.ts, settings option-labels.ts).
 */
export const validationMessages = {
  'validation.option.unknown': 'Unknown option {key}',
  'validation.option.boolean': '{key} must be true or false',
  'validation.option.integer': '{key} must be an integer',
  'validation.option.number': '{key} must be a number',
  'validation.option.min': '{key} must be at least {min}',
  'validation.option.max': '{key} must be at most {max}',
  'validation.option.json': '{key} is not a valid JSON string',
  'validation.option.jsonObject': '{key} must be a JSON object',
  'validation.option.jsonArray': '{key} must be a JSON array',
  'validation.option.numberMap': '{key} must map names to numbers',
  'validation.option.stringMap': '{key} must map names to text',
  'validation.option.negativeRatio': '{key}: the ratio of {name} must be 0 or greater',
  'validation.option.chats': '{key} must be a list of objects mapping a name to a link',
  'validation.option.chatLink': '{key}: the link of {name} must not be empty nor a javascript:, data:, vbscript: or file: address',
  'validation.option.modelName': '{key}: "{name}" is not a valid model name (empty, spaces around it, control characters or over 255 characters)',
  'validation.option.groupName': '{key}: "{name}" is not a valid group name (empty, spaces around it, a comma, control characters or over 64 characters)',
  'validation.option.emailDomain': 'Email domain invalid or duplicate: {domain} ({key})',
  'validation.option.url': '{key} must be an http:// or https:// URL',
  'validation.option.choice': '{key} must be one of {choices}',
  'validation.option.geminiSafety':
    '{key}: "{name}" must be "default" or a HARM_CATEGORY_… name set to OFF, BLOCK_NONE, BLOCK_ONLY_HIGH, BLOCK_MEDIUM_AND_ABOVE, BLOCK_LOW_AND_ABOVE or HARM_BLOCK_THRESHOLD_UNSPECIFIED',
  'validation.option.apiVersion': '{key}: the API version of "{name}" must look like v1 or v1beta',
  'validation.option.headerMap': '{key}: the headers of "{name}" must map header names to a text or a list of texts, without line breaks',
  'validation.option.positiveIntegerMap': '{key}: "{name}" must be a whole number of at least 1',
  'validation.option.needsGitHubClientId': 'Enter the GitHub Client ID before enabling GitHub OAuth',
  'validation.option.needsLinuxDoClientId': 'Enter the Linux DO Client ID before enabling Linux DO OAuth',
  'validation.option.needsOidcClientId': 'Enter the OIDC Client ID before enabling OIDC login',
  'validation.option.needsWeChatServer': 'Enter the WeChat server address before enabling WeChat login',
  'validation.option.needsTurnstileSiteKey': 'Enter the Turnstile site key before enabling the Turnstile check',
  'validation.option.needsTelegramBotToken': 'Enter the Telegram bot token before enabling Telegram login',
  'validation.option.needsEmailWhitelist': 'The email domain whitelist cannot be empty when domain restriction is on',
  'validation.option.needsServerAddress': 'Set the server address (general settings) before saving payment settings',
  'validation.option.serverAddressInUse': 'The server address cannot be cleared while online payment is configured',
  'validation.option.singleLine': '{key} must be one line without control characters',
  'validation.option.imageUrl': '{key} must be an http:// or https:// URL, a path starting with /, or a data:image address',
  'validation.option.unsafeLink': '{key} must not be a javascript:, data:, vbscript: or file: address',
  'validation.option.secretClear': 'Only a credential (write-only option) can be cleared: {key}',
  'validation.option.oidcFetchFailed': 'OIDC configuration fetch failed: {reason}',
  'validation.option.updateCheckFailed': 'Update check failed: {reason}',
  'validation.notify.deliveryFailed': 'The notification could not be delivered: {reason}',
  'validation.channel.keyRequired': 'The channel key cannot be empty',
  'validation.channel.keyParts': 'Each key must have {parts} parts separated by "|" ({format})',
  'validation.channel.keyIdSecret': 'Each key must have the form id.secret',
  'validation.channel.keyJson': 'The key must be a JSON service-account credential',
  'validation.channel.regionRequired': 'The deployment region cannot be empty',
  'validation.channel.regionDefault': 'The region JSON must contain a "default" entry',
  'validation.channel.targetRefused': '{field} points at {target}, an address channels may never reach (link-local, cloud metadata, multicast or reserved)',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** English text of a failed validation, with its parameters filled in. */
export function formatValidationMessage(messageKey: ValidationMessageKey, params: Record<string, unknown> = {}): string {
  const template: string = validationMessages[messageKey];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
