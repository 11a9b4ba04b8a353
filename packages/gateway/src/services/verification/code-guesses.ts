import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { EmailCodes, MatchedCode } from './email-codes.ts';

/**
 * Wrong codes one client may type for one address before it has to wait (sliding window). Counted per
 * client, not on the stored code: a stranger's guesses must not end the code its owner is about to type.
 */
export const CODE_GUESS_LIMIT = { limit: 5, windowMilliseconds: 15 * 60_000 } as const;

/** What typing a code gave: the code, a wrong code (counted), or a client that must wait first. */
export type TypedCodeOutcome = { kind: 'matched'; matched: MatchedCode } | { kind: 'wrong' } | { kind: 'refused'; retryAfterSeconds: number };

/** Who is typing: the client IP, and the account of the session when signed in. */
export interface CodeClient {
  ip: string;
  userId?: number;
}

/**
 * The limiter keys of the client typing a code for `email`: its IP, and when signed in its account (a
 * new session of the same account does not start a fresh count). The address is part of the key, so one
 * user's typos behind a shared IP do not lock out the others typing their own codes.
 */
function clientKeys(client: CodeClient, email: string): string[] {
  const keys = [`code-guess:ip:${client.ip}:${email}`];
  if (client.userId !== undefined) keys.push(`code-guess:user:${client.userId}:${email}`);
  return keys;
}

/**
 * Checks a typed verification code (registration, email binding). Each try takes a slot of every key of
 * the client up front (so concurrent guesses cannot go past the limit), and a right code gives its slots
 * back: only wrong codes count. A client out of slots is refused without the code being looked at.
 */
export async function matchTypedCode(limiter: RateLimiter, codes: EmailCodes, client: CodeClient, email: string, code: string): Promise<TypedCodeOutcome> {
  const taken: Array<{ key: string; hit: string }> = [];
  const giveBack = () => Promise.all(taken.map(({ key, hit }) => limiter.release(key, hit)));
  for (const key of clientKeys(client, email)) {
    const decision = await limiter.consume(key, CODE_GUESS_LIMIT.limit, CODE_GUESS_LIMIT.windowMilliseconds);
    if (!decision.allowed) {
      await giveBack();
      return { kind: 'refused', retryAfterSeconds: decision.retryAfterSeconds };
    }
    if (decision.hit !== undefined) taken.push({ key, hit: decision.hit });
  }
  let matched: MatchedCode | undefined;
  try {
    matched = await codes.match('verify', email, code);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (matched === undefined) return { kind: 'wrong' };
  await giveBack();
  return { kind: 'matched', matched };
}
