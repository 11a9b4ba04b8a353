import { adjustTokenRemainQuota, incrementUserQuota, reserveTokenQuota, reserveUserQuota, runAtomically, type Executor } from '@gateway/db';

/** Whose balances a relay request draws on. */
export interface BillingParty {
  userId: number;
  tokenId: number;
  /** Unlimited tokens are neither reserved against nor settled (only their used_quota counts, in the usage log). */
  unlimitedToken: boolean;
}

/** A reservation taken before the upstream call; settle it exactly once. */
export interface QuotaHold {
  party: BillingParty;
  reserved: number;
}

class TokenQuotaShort extends Error {}

/**
 * Reserves `amount` on the user AND the token in one transaction (DESIGN §5): each UPDATE carries
 * its balance check, so concurrent requests can never overdraw either; when the token cannot cover
 * it the user's reservation is rolled back. Answers null — nothing written — when either is short.
 */
export async function reserveQuota(db: Executor, party: BillingParty, amount: number): Promise<QuotaHold | null> {
  try {
    await runAtomically(db, async (transaction) => {
      if (!(await reserveUserQuota(transaction, party.userId, amount))) throw new TokenQuotaShort('user');
      if (!party.unlimitedToken && !(await reserveTokenQuota(transaction, party.tokenId, amount))) throw new TokenQuotaShort('token');
    });
    return { party, reserved: amount };
  } catch (error) {
    if (error instanceof TokenQuotaShort) return null;
    throw error;
  }
}

/**
 * Settles a hold at the real cost: the difference to the reservation is taken (or refunded when
 * negative) from the user and the token together. `actual` 0 is a full refund (failed request).
 */
export async function settleQuota(db: Executor, hold: QuotaHold, actual: number): Promise<void> {
  const delta = actual - hold.reserved;
  if (delta === 0) return;
  await runAtomically(db, async (transaction) => {
    await incrementUserQuota(transaction, hold.party.userId, -delta);
    if (!hold.party.unlimitedToken) await adjustTokenRemainQuota(transaction, hold.party.tokenId, delta);
  });
}
