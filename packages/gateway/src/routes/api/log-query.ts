import { z } from 'zod';
import type { LogFilters } from '@gateway/db';

/** Query strings carry '' for a cleared field; treat it like an absent one. */
function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

export function optionalInteger(name: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int({ error: `${name} must be an integer` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} must be at most ${max}` })
      .optional(),
  );
}

const text = (name: string) =>
  z
    .string()
    .trim()
    .max(128, { error: `${name} must be at most 128 characters` })
    .default('');

const statusCodes = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return [];
      const codes = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      const parsed = codes.map(Number);
      if (parsed.some((code) => !Number.isInteger(code) || code < 100 || code > 599)) {
        context.addIssue({ code: 'custom', message: 'status_code must be a comma-separated list of HTTP status codes' });
        return z.NEVER;
      }
      return parsed;
    }),
);

/** The filters of GET /api/log/ and /api/log/stat (LOG-012). */
export const logFilterQuery = z.object({
  type: optionalInteger('type', { min: 0, max: 5 }),
  username: text('username'),
  token_name: text('token_name'),
  model_name: text('model_name'),
  start_timestamp: optionalInteger('start_timestamp', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  end_timestamp: optionalInteger('end_timestamp', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  channel: optionalInteger('channel', { min: 0, max: 2_147_483_647 }),
  group: text('group'),
  status_code: statusCodes,
});

export type LogFilterQuery = z.output<typeof logFilterQuery>;

/** DELETE /api/log/ query: the cut-off is required (checked by the route for its own message). */
export const deleteLogsQuery = z.object({
  target_timestamp: optionalInteger('target_timestamp', { min: 1, max: Number.MAX_SAFE_INTEGER }),
});

/**
 * Repository filters from a parsed query. `own` = the caller's user id for the self endpoints,
 * which ignore the username and channel filters (LOG-013).
 */
export function toLogFilters(query: LogFilterQuery, own?: number): LogFilters {
  return {
    type: query.type,
    userId: own,
    username: own === undefined ? query.username : undefined,
    tokenName: query.token_name,
    modelName: query.model_name,
    startTimestamp: query.start_timestamp,
    endTimestamp: query.end_timestamp,
    channelId: own === undefined && query.channel ? query.channel : undefined,
    group: query.group,
    statusCodes: query.status_code,
  };
}
