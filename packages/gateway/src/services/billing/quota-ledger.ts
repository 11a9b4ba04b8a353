import { reserveRequestQuota, type Executor } from '@gateway/db';

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

/** What settling a hold gives back: recorded with the request's usage-log entry and applied in its batch. */
export interface QuotaSettlement {
  /** Added to users.quota: the reservation minus the real cost (negative when the cost overran it). */
  quotaReturn: number;
  /** Added to tokens.remain_quota; undefined for an unlimited token. */
  tokenRemainReturn: number | undefined;
}

/**
 * Reserves `amount` on the user AND the token, all or nothing: each UPDATE carries its
 * balance check, so concurrent requests can never overdraw either. Answers null — nothing written —
 * when either is short. This is the only synchronous billing write of a relay request.
 */
export async function reserveQuota(db: Executor, party: BillingParty, amount: number): Promise<QuotaHold | null> {
  const reserved = await reserveRequestQuota(db, party.userId, party.unlimitedToken ? null : party.tokenId, amount);
  return reserved ? { party, reserved: amount } : null;
}

/**
 * The settlement of a hold at the real cost `actual` (0 = full refund of a failed request). It is not
 * written here: it travels with the request's one log row and commits in the same batch transaction
 * (group commit), so a request costs one write transaction of its own (the reservation), and the log
 * row and the balances it explains can never disagree.
 *
 * Overrun policy (docs/decisions/0013): when the real cost exceeds the reservation, the whole cost is
 * charged — the provider has already been paid — so the balance can end below zero by at most that
 * overrun; admission then refuses the user's next request until topped up.
 */
export function settlementOf(hold: QuotaHold, actual: number): QuotaSettlement {
  const quotaReturn = hold.reserved - actual;
  return { quotaReturn, tokenRemainReturn: hold.party.unlimitedToken ? undefined : quotaReturn };
}
