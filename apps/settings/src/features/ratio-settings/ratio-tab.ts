import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** The nested ratio tabs of the operation tab (SET-025), in screen order. */
export const ratioTabs = ['model', 'visual', 'unset_models'] as const;
export type RatioTab = (typeof ratioTabs)[number];

export function parseRatioTab(value: string | null | undefined): RatioTab {
  return ratioTabs.find((tab) => tab === value) ?? 'model';
}

/** The chosen ratio tab, kept in `?ratio=` beside `?tab=operation` so it can be linked and reloaded. */
export function useRatioTab(): [RatioTab, (tab: RatioTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseRatioTab(searchParams.get('ratio'));
  const select = useCallback(
    (next: RatioTab) =>
      setSearchParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('ratio', next);
        return updated;
      }),
    [setSearchParams],
  );
  return [tab, select];
}
