import { crossOptionCheck, formatValidationMessage, optionDefinition, validateOptionValue } from '@gateway/domain';

/** What a PUT /api/option/ does: store a value, keep the stored credential, or refuse with a message. */
export type OptionWritePlan = { kind: 'write'; value: string } | { kind: 'keep' } | { kind: 'refuse'; message: string };

export interface OptionWriteInput {
  key: string;
  value: string;
  /** Remove a credential: only for write-only options, and the value is ignored. */
  clear?: boolean | undefined;
}

/**
 * Decides a PUT /api/option/ (API-OPT-002). Credentials are write-only: the console never
 * holds them, so a blank value for one keeps what is stored (like a blank channel key, ADR 0012) and
 * `clear: true` removes it. Anything else goes through the registry check (kind, range, shape) and
 * then the options it depends on, against the stored values `current`; nothing is written on refusal.
 */
export function planOptionWrite({ key, value, clear }: OptionWriteInput, current: Readonly<Record<string, string>>): OptionWritePlan {
  const secret = optionDefinition(key)?.visibility === 'secret';
  if (clear === true && !secret) return { kind: 'refuse', message: formatValidationMessage('validation.option.secretClear', { key }) };
  if (secret && clear !== true && value.trim() === '') return { kind: 'keep' };
  const checked = validateOptionValue(key, clear === true ? '' : value);
  if (!checked.ok) return { kind: 'refuse', message: formatValidationMessage(checked.messageKey, checked.params) };
  const crossChecked = crossOptionCheck(key, checked.value, { ...current });
  if (!crossChecked.ok) return { kind: 'refuse', message: formatValidationMessage(crossChecked.messageKey, crossChecked.params) };
  return { kind: 'write', value: crossChecked.value };
}
