import type { UserListParams, UserSearchParams } from '../endpoints/users.ts';

/**
 * Every TanStack Query key of the console, in one place (remotes take query keys only from the sdk, so
 * an invalidation in one remote reaches the same query in another).
 * Keys are hierarchical so `invalidateQueries({ queryKey: queryKeys.users.all })` refreshes every
 * user list and search at once. Resources served by other packages' endpoints (tokens, channels,
 * logs …) get their roots here too, so no remote invents its own spelling.
 */
export const queryKeys = {
  status: ['status'] as const,
  setup: ['setup'] as const,
  notice: ['notice'] as const,
  about: ['about'] as const,
  homePageContent: ['home-page-content'] as const,
  self: ['user', 'self'] as const,
  /** The own referral code (GET /api/user/aff). */
  affCode: ['user', 'aff'] as const,
  users: {
    all: ['users'] as const,
    list: (params: UserListParams) => ['users', 'list', params] as const,
    search: (params: UserSearchParams) => ['users', 'search', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
  groups: ['groups'] as const,
  options: ['options'] as const,
  /** Under `options`, so refreshing the options also refreshes which credentials are set. */
  optionSecrets: ['options', 'secrets'] as const,
  /** Roots for the remotes' resources; append the request's params: [...queryKeys.tokens, params]. */
  tokens: ['tokens'] as const,
  redemptions: ['redemptions'] as const,
  channels: ['channels'] as const,
  logs: ['logs'] as const,
  midjourney: ['midjourney'] as const,
  tasks: ['tasks'] as const,
  dashboard: ['dashboard'] as const,
  pricing: ['pricing'] as const,
  models: ['models'] as const,
  topUp: ['top-up'] as const,
} as const;
