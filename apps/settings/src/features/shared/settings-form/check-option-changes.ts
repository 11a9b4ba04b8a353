import { crossOptionCheck, validateOptionValue } from '@gateway/domain';
import type { ValidationMessageKey } from '@gateway/domain';
import type { OptionValues } from './plan-option-save.ts';

export type OptionProblem = { messageKey: ValidationMessageKey; params?: Record<string, unknown> };

/**
 * One option value through the same rules the server applies on PUT /api/option/ (the domain
 * option registry): its kind, range and JSON shape, then the options it depends on. The server
 * checks again; this only saves a round trip and points at the field.
 */
export function checkOptionValue(key: string, value: string, values: OptionValues): OptionProblem | undefined {
  const own = validateOptionValue(key, value);
  if (!own.ok) return own.params === undefined ? { messageKey: own.messageKey } : { messageKey: own.messageKey, params: own.params };
  const cross = crossOptionCheck(key, own.value, { ...values, [key]: own.value });
  if (!cross.ok) return cross.params === undefined ? { messageKey: cross.messageKey } : { messageKey: cross.messageKey, params: cross.params };
  return undefined;
}

/** The problems of every changed key, by key; empty when the save may go ahead (SET-010). */
export function checkOptionChanges(changed: readonly string[], values: OptionValues): Record<string, OptionProblem> {
  const problems: Record<string, OptionProblem> = {};
  for (const key of changed) {
    const problem = checkOptionValue(key, values[key] ?? '', values);
    if (problem !== undefined) problems[key] = problem;
  }
  return problems;
}
