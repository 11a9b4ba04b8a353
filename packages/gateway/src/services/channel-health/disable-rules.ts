/** An upstream failure as the relay saw it, after the channel's status_code_mapping. */
export interface ChannelFailure {
  status: number;
  error: { message: string; type: string; code: string | number | null };
  /**
   * True when the gateway produced the error itself before or instead of the upstream answering
   * (unsupported endpoint, a body it could not convert): it says nothing about the channel.
   */
  local?: boolean;
}

/**
 * What one failure means for the channel: disable it now, count it toward the repeated-failure
 * rule, or nothing. `reason` becomes other_info.status_reason (CH-010).
 */
export type FailureVerdict = { kind: 'disable'; reason: string } | { kind: 'count'; reason: string } | { kind: 'ignore' };

/**
 * Statuses that disable at once (new-api disables on 401, and on 403 for Gemini only; any
 * upstream 403 is a key or account refusal too, so 403 counts for every type). An operator who
 * wants another status to disable maps it to one of these with the channel's status_code_mapping,
 * which the relay applies before reporting.
 */
const DISABLING_STATUSES: ReadonlySet<number> = new Set([401, 403]);
/** error.code values of a dead key or account (the ones new-api disables on). */
const DISABLING_CODES: ReadonlySet<string> = new Set(['invalid_api_key', 'account_deactivated', 'billing_not_active']);
/** error.type values of a dead key or account (the ones new-api disables on). */
const DISABLING_TYPES: ReadonlySet<string> = new Set([
  'insufficient_quota',
  'insufficient_user_quota',
  'authentication_error',
  'permission_error',
  'forbidden',
]);

/** status_reason keeps the start of long upstream messages. */
const REASON_MAX_CHARACTERS = 300;

function describeFailure(failure: ChannelFailure): string {
  const text = `status ${failure.status}: ${failure.error.message}`;
  return text.length <= REASON_MAX_CHARACTERS ? text : `${text.slice(0, REASON_MAX_CHARACTERS - 1)}…`;
}

/**
 * The AutomaticDisableKeywords option (newline-separated) as lower-cased phrases. Lower-casing here,
 * not only when the option is saved, is what makes the defaults work before anyone saves the
 * option (new-api's defaults never matched until then).
 */
export function parseDisableKeywords(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '');
}

/**
 * new-api's automatic disable without its weak spots: key and account failures (401/403, known codes and types,
 * a keyword in the message, case-insensitive) disable at once; 429 and 5xx only count toward the
 * repeated-failure rule, so one rate-limit answer or one upstream hiccup never disables a channel;
 * errors the gateway produced itself never count.
 */
export function classifyChannelFailure(failure: ChannelFailure, keywords: readonly string[]): FailureVerdict {
  if (failure.local === true) return { kind: 'ignore' };
  const reason = describeFailure(failure);
  const code = failure.error.code === null ? '' : String(failure.error.code);
  if (DISABLING_STATUSES.has(failure.status) || DISABLING_CODES.has(code) || DISABLING_TYPES.has(failure.error.type)) {
    return { kind: 'disable', reason };
  }
  const message = failure.error.message.toLowerCase();
  if (keywords.some((keyword) => message.includes(keyword))) return { kind: 'disable', reason };
  if (failure.status === 429 || failure.status >= 500) return { kind: 'count', reason };
  return { kind: 'ignore' };
}
