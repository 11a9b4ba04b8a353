import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { channelKeys, channelModelCatalogueQuery, channelQuery, channelsQuery, channelSearchQuery, enabledModelsQuery } from './channel-queries.ts';
import { redemptionKeys, redemptionQuery, redemptionsQuery } from './redemption-queries.ts';
import { selfGroupsQuery, tokenKeys, tokenQuery, tokenSearchQuery, tokensQuery, userModelsQuery } from './token-queries.ts';

/** Seeds the cache with these keys, invalidates `target` and answers which keys went stale. */
function invalidated(keys: ReadonlyArray<readonly unknown[]>, target: readonly unknown[]): string[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  void client.invalidateQueries({ queryKey: target, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated === true).map((key) => JSON.stringify(key));
}

describe('resource query keys (invalidate only what changed)', () => {
  it('a channel row write refreshes list pages and searches, never the model catalogue or enabled models', () => {
    const list = channelsQuery({ p: 0, page_size: 10 }).queryKey;
    const search = channelSearchQuery({ p: 0, page_size: 10, keyword: 'a' }).queryKey;
    const catalogue = channelModelCatalogueQuery().queryKey;
    const enabled = enabledModelsQuery().queryKey;
    const detail = channelQuery(7).queryKey;
    const all = [list, search, catalogue, enabled, detail];
    expect(invalidated(all, channelKeys.rows)).toEqual([list, search].map((key) => JSON.stringify(key)));
    expect(invalidated(all, channelKeys.detail(7))).toEqual([JSON.stringify(detail)]);
    expect(invalidated(all, channelKeys.models)).toEqual([catalogue, enabled].map((key) => JSON.stringify(key)));
  });

  it('token writes refresh token rows only, not the model and group pickers', () => {
    const list = tokensQuery({ p: 0, size: 10 }).queryKey;
    const search = tokenSearchQuery({ p: 0, size: 10, keyword: 'x', token: '' }).queryKey;
    const detail = tokenQuery(4).queryKey;
    const pickers = [userModelsQuery().queryKey, selfGroupsQuery().queryKey];
    expect(invalidated([list, search, detail, ...pickers], tokenKeys.rows)).toEqual([list, search].map((key) => JSON.stringify(key)));
  });

  it('redemption rows and details have their own keys', () => {
    const list = redemptionsQuery({ p: 0, page_size: 10 }).queryKey;
    const detail = redemptionQuery(3).queryKey;
    expect(invalidated([list, detail], redemptionKeys.rows)).toEqual([JSON.stringify(list)]);
    expect(invalidated([list, detail], redemptionKeys.detail(3))).toEqual([JSON.stringify(detail)]);
  });
});
