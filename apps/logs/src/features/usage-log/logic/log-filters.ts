import { ERROR_LOG_STATUS_CODES, LogType } from '@gateway/domain';
import type { LogFilters, LogListParams, SelfLogFilters } from '@gateway/sdk';
import { quickRange, toUnixSeconds } from '@gateway/ui/time-range-picker';

/** The filter form as entered (LOG-003): the picked times and raw text, converted on search. */
export type LogFilterForm = {
  /** Local date-times from the pickers; null for no bound, an invalid Date while half typed. */
  start: Date | null;
  end: Date | null;
  tokenName: string;
  modelName: string;
  group: string;
  /** Admin only. */
  channel: string;
  username: string;
  /** 0 all … 5 error (LOG-008). */
  type: number;
  /** Sent only with type 5 (LOG-009, LOG-011). */
  statusCodes: number[];
};

/** The retry status-code choice starts at 429 and 503 (LOG-010). */
export const DEFAULT_STATUS_CODES: readonly number[] = [429, 503];
export const STATUS_CODE_CHOICES: readonly number[] = ERROR_LOG_STATUS_CODES;

/** The statistics count usage records unless another type is chosen (LOG-006). */
export const DEFAULT_STAT_TYPE = LogType.Consume;

/** The form on first visit: today 00:00:00 until 23:59:59 (LOG-005), every type, [429, 503]. */
export function defaultLogFilterForm(now: Date = new Date()): LogFilterForm {
  return {
    ...quickRange('today', now),
    tokenName: '',
    modelName: '',
    group: '',
    channel: '',
    username: '',
    type: LogType.Unknown,
    statusCodes: [...DEFAULT_STATUS_CODES],
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** A channel id filter: a positive whole number, else no filter. */
export function parseChannelId(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** True when the channel box holds something that is not a channel id (the search is refused). */
export function isBadChannelId(value: string): boolean {
  return value.trim() !== '' && parseChannelId(value) === undefined;
}

/**
 * The filters the server reads (LOG-012, LOG-013): admins add username and channel; everybody else
 * sends neither (the own endpoints ignore them, and a user must not guess other users' names).
 * status_code rides along only with type 5 (the sdk turns it into a comma list, LOG-011).
 */
export function toLogFilters(form: LogFilterForm, isAdmin: boolean): LogFilters {
  const own: SelfLogFilters = {
    type: form.type,
    token_name: text(form.tokenName),
    model_name: text(form.modelName),
    start_timestamp: toUnixSeconds(form.start),
    end_timestamp: toUnixSeconds(form.end),
    group: text(form.group),
    ...(form.type === LogType.Error && form.statusCodes.length > 0 ? { status_code: [...form.statusCodes] } : {}),
  };
  if (!isAdmin) return own;
  return { ...own, username: text(form.username), channel: parseChannelId(form.channel) };
}

/** One page of the list: the filters plus the 0-based page, its size and the keyset cursor, if any. */
export function toListParams(form: LogFilterForm, isAdmin: boolean, page: number, pageSize: number, beforeId?: number): LogListParams {
  const params: LogListParams = { p: page, page_size: pageSize, ...toLogFilters(form, isAdmin) };
  // Only a page reached with Next carries the cursor (ADR 0042); the query key then differs from p alone.
  return beforeId === undefined ? params : { ...params, before_id: beforeId };
}

/** The statistics (LOG-002): the same filters without status codes; "all types" counts usage (LOG-006). */
export function toStatFilters(form: LogFilterForm, isAdmin: boolean): LogFilters {
  const { status_code: _statusCodes, ...filters } = toLogFilters(form, isAdmin);
  return { ...filters, type: form.type === LogType.Unknown ? DEFAULT_STAT_TYPE : form.type };
}
