import { planOptionSave } from './plan-option-save.ts';
import type { OptionValues } from './plan-option-save.ts';

export type OptionSaveFailure = { key: string; error: unknown };
export type OptionSaveOutcome = { saved: string[]; failed: OptionSaveFailure[] };

/** Sends one key (PUT /api/option/ in the page; a stub in tests). */
export type SendOption = (key: string, value: string) => Promise<void>;

/**
 * Saves `changed` in the planned phases (switches, then the rest in parallel, SET-006). A failed
 * key never stops the others: every key is tried and the outcome says which were stored and why
 * the others were not, so a partly failed save keeps what succeeded.
 */
export async function runOptionSave(changed: readonly string[], values: OptionValues, send: SendOption): Promise<OptionSaveOutcome> {
  const outcome: OptionSaveOutcome = { saved: [], failed: [] };
  for (const phase of planOptionSave(changed, values)) {
    const results = await Promise.allSettled(phase.map((key) => send(key, values[key] ?? '')));
    results.forEach((result, index) => {
      const key = phase[index]!;
      if (result.status === 'fulfilled') outcome.saved.push(key);
      else outcome.failed.push({ key, error: result.reason });
    });
  }
  return outcome;
}
