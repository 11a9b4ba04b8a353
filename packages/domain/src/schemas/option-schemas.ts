import { z } from 'zod';

/**
 * PUT /api/option/ body (API-OPT-002). Values are stored as text (SET-005, SET-007), so numbers and
 * booleans a client sends are turned into their text form here.
 */
export const optionUpdateInput = z.object({
  key: z.string().trim().min(1, { error: 'cannot be empty' }).max(128, { error: 'must be at most 128 characters' }),
  value: z
    .union([z.string(), z.number(), z.boolean()], { error: 'must be text, a number or true/false' })
    .transform((value) => (typeof value === 'string' ? value : String(value))),
});
export type OptionUpdateInput = z.output<typeof optionUpdateInput>;

/** One entry of GET /api/option/ (API-OPT-001). */
export const optionEntry = z.object({ key: z.string(), value: z.string() });
export type OptionEntry = z.output<typeof optionEntry>;
