import type { FailureStatus } from '../http/envelope.ts';

/**
 * What a channel operation answers: a value, or the refusal the route sends as is. `upstreamStatus` is
 * set when the channel's upstream itself failed (0: it never answered), so the failure is worth
 * recording as the channel's last error.
 */
export type ChannelOutcome<T> = { ok: true; value: T } | { ok: false; message: string; status: FailureStatus; upstreamStatus?: number };

export function succeed<T>(value: T): ChannelOutcome<T> {
  return { ok: true, value };
}

export function refuse<T = never>(message: string, status: FailureStatus = 400): ChannelOutcome<T> {
  return { ok: false, message, status };
}

/** A refusal caused by the upstream (an error answer, a timeout, a refused connection). */
export function upstreamFailed<T = never>(message: string, upstreamStatus: number): ChannelOutcome<T> {
  return { ok: false, message, status: 400, upstreamStatus };
}
