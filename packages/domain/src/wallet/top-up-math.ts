/**
 * Online top-up arithmetic, as new-api's epay top-up does it. `amount` is in top-up units (dollars of quota);
 * money is what the payment provider charges.
 */

/** Group ratio for top-ups; a missing or non-positive entry counts as 1 (new-api treats 0 as 1). */
export function topUpGroupRatio(ratios: unknown, group: string): number {
  if (ratios === null || typeof ratios !== 'object' || Array.isArray(ratios)) return 1;
  // Own keys only: a group named "constructor" must not read Object.prototype's member.
  const ratio = Object.hasOwn(ratios, group) ? (ratios as Record<string, unknown>)[group] : undefined;
  return typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/** Money payable in cents for `amount` units at `price` per unit and the group's ratio (rounded half up). */
export function computeTopUpCents(amount: number, price: number, groupRatio: number): number {
  // Rounded through a fixed precision first so 10 × 7.3 does not become 72.99999….
  return Math.round(Number((amount * price * groupRatio * 100).toFixed(6)));
}

/** Cents as the 2-decimal text the API answers ('73.00'). */
export function formatMoney(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Quota credited for `amount` units: amount × QuotaPerUnit, an integer. */
export function topUpQuota(amount: number, quotaPerUnit: number): number {
  return Math.round(amount * quotaPerUnit);
}
