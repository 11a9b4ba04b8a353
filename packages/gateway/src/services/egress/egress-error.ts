import type { AddressKind } from './ip-address.ts';

/** The target the policy refused: "host" or "host (address)", and the address's kind. */
export interface RefusedTarget {
  shown: string;
  kind: AddressKind;
}

/** A fetch the egress guard refused before (or instead of) connecting; the message says why. */
export class EgressRefusedError extends Error {
  override name = 'EgressRefusedError';
  /** Set when the address policy refused the target (not for a bad URL or a DNS failure). */
  readonly refusedTarget: RefusedTarget | undefined;
  constructor(message: string, refusedTarget?: RefusedTarget) {
    super(message);
    this.refusedTarget = refusedTarget;
  }
}

export function isEgressRefused(error: unknown): error is EgressRefusedError {
  return error instanceof EgressRefusedError;
}

/** Why a redirect was not followed: it left the origin with credentials, would change the method, or would resend a one-shot body. */
export type RedirectRefusal = 'other-origin' | 'method-change' | 'body-not-replayable';

/**
 * The upstream answered with a redirect the egress guard does not follow (ADR 0016). `status` is
 * the redirect's (301, 302, 303, 307, 308), so callers can report it as the upstream's answer. The
 * message names the origins (for administrators); `reason` lets the relay word it for API users.
 */
export class RedirectRefusedError extends Error {
  override name = 'RedirectRefusedError';
  readonly status: number;
  readonly reason: RedirectRefusal;
  constructor(message: string, status: number, reason: RedirectRefusal) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

export function isRedirectRefused(error: unknown): error is RedirectRefusedError {
  return error instanceof RedirectRefusedError;
}
