import { z } from 'zod';
import type { Page } from './page-query.ts';

/** Query strings carry '' for a cleared field; treat it like an absent one. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * Keyset cursor of the usage-log lists (ADR 0042): `before_id` = the last id of the previous page;
 * the list then seeks below it instead of skipping `p × page_size` rows (`p` still places the page).
 */
export const logCursorQuerySchema = z.object({
  before_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'before_id must be a number' })
      .int({ error: 'before_id must be an integer' })
      .min(1, { error: 'before_id must be at least 1' })
      .max(Number.MAX_SAFE_INTEGER, { error: `before_id must be at most ${Number.MAX_SAFE_INTEGER}` })
      .optional(),
  ),
});

export type LogCursorQuery = z.output<typeof logCursorQuerySchema>;

/**
 * One page of a usage-log list: `total` counts at most 1,000 rows past the page (ADR 0042), and
 * `total_capped` says more rows match — `total` is then only a lower bound.
 */
export interface LogPage<T> extends Page<T> {
  total_capped: boolean;
}
