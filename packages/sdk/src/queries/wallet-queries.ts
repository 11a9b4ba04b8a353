import { queryOptions } from '@tanstack/react-query';
import { amount } from '../endpoints/wallet.ts';
import type { TopUpAmountInput } from '../endpoints/wallet.ts';
import { queryKeys } from './query-keys.ts';

/** The money payable for an amount (POST /api/user/amount), cached per amount and code. */
export function topUpAmountQuery(input: TopUpAmountInput) {
  return queryOptions({
    queryKey: [...queryKeys.topUp, 'amount', input] as const,
    queryFn: () => amount(input),
    // A refused amount (below the minimum, top-up disabled) is shown inline by the page.
    meta: { silent: true },
  });
}
