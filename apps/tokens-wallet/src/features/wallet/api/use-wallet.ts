import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pay, redeem } from '@gateway/sdk';
import type { PayInput } from '@gateway/sdk';
import { queryKeys, selfQuery, topUpAmountQuery } from '@gateway/sdk/queries';

/** Balance, used quota and request count of the signed-in user (TW-039). */
export function useSelf() {
  return useQuery(selfQuery());
}

/**
 * POST /api/user/topup (TW-041). Silent: the card shows 'request failed' for a network failure
 * itself; the balance is refetched once on success.
 */
export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => redeem({ key }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.self }),
  });
}

/** The money payable for an amount (TW-046); only asked while the amount may be topped up. */
export function usePayable(amount: number, enabled: boolean) {
  return useQuery({ ...topUpAmountQuery({ amount, top_up_code: '' }), enabled, retry: false });
}

/** POST /api/user/pay (TW-047): answers the form to post to the payment page. */
export function usePay() {
  return useMutation({ mutationFn: (input: PayInput) => pay(input) });
}
