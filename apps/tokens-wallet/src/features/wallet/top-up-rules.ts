/** The amount field forced to a whole number of at least 1 (TW-045): '', '0', '-3', 'abc' all become 1. */
export function clampTopUpAmount(text: string): number {
  const amount = Math.floor(Number(text));
  return Number.isFinite(amount) && amount >= 1 ? amount : 1;
}

export type TopUpProblem = { key: 'wallet.online.disabled' } | { key: 'wallet.online.belowMinimum'; min: number };

/** Why an online top-up cannot start (TW-043 / TW-044), or undefined when it can. */
export function checkTopUp(amount: number, status: { enable_online_topup: boolean; min_topup: number } | undefined): TopUpProblem | undefined {
  if (status?.enable_online_topup !== true) return { key: 'wallet.online.disabled' };
  if (amount < status.min_topup) return { key: 'wallet.online.belowMinimum', min: status.min_topup };
  return undefined;
}
