import type { OptionValues } from './plan-option-save.ts';

/** Stands in for a stored credential in the form's checks; never sent (an untouched field is not a change). */
export const STORED_SECRET = '(stored)';

/**
 * The values the registry's cross-option checks see in the browser. A credential the server holds
 * is never sent to the console, so its field is blank; for "Telegram login needs the bot token"
 * it must count as filled in, as it does on the server.
 */
export function valuesForChecks(values: OptionValues, secretsSet: readonly string[]): OptionValues {
  if (secretsSet.length === 0) return values;
  const filled: Record<string, string> = { ...values };
  for (const key of secretsSet) if ((filled[key] ?? '').trim() === '') filled[key] = STORED_SECRET;
  return filled;
}
