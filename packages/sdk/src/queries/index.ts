/**
 * `@gateway/sdk/queries`: TanStack Query keys and queryOptions for the console's resources, and
 * the one QueryClient factory. Kept apart from `@gateway/sdk` so pages without react-query
 * (login, register) do not load it.
 */
export { queryKeys } from './query-keys.ts';
export { statusQuery, setupQuery, selfQuery, affCodeQuery, noticeQuery, aboutQuery, homePageContentQuery } from './system-queries.ts';
export { usersQuery, userSearchQuery, userQuery, groupsQuery, optionsQuery, optionSecretsQuery } from './admin-queries.ts';
export {
  channelKeys,
  channelsQuery,
  channelSearchQuery,
  channelQuery,
  channelModelCatalogueQuery,
  enabledModelsQuery,
  channelTestProgressQuery,
} from './channel-queries.ts';
export { tokenKeys, tokensQuery, tokenSearchQuery, tokenQuery, userModelsQuery, selfGroupsQuery } from './token-queries.ts';
export { redemptionKeys, redemptionsQuery, redemptionSearchQuery, redemptionQuery } from './redemption-queries.ts';
export { topUpAmountQuery } from './wallet-queries.ts';
export { logKeys, logsQuery, selfLogsQuery, logStatQuery, selfLogStatQuery } from './log-queries.ts';
export { dataKeys, quotaDataQuery, selfQuotaDataQuery } from './data-queries.ts';
export { pricingQuery } from './pricing-queries.ts';
export { createQueryClient } from './query-client.ts';
