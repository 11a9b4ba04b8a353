import type { FailureStatus } from '../http/envelope.ts';

/** What a channel operation answers: a value, or the refusal the route sends as is. */
export type ChannelOutcome<T> = { ok: true; value: T } | { ok: false; message: string; status: FailureStatus };

export function succeed<T>(value: T): ChannelOutcome<T> {
  return { ok: true, value };
}

export function refuse<T = never>(message: string, status: FailureStatus = 400): ChannelOutcome<T> {
  return { ok: false, message, status };
}
