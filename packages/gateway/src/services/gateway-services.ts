import { createSessionSigner, type SessionSigner } from '../middleware/session/index.ts';
import type { Platform } from '../platform/platform.ts';
import { createEgressGuard, type GuardedFetch } from './egress/index.ts';
import { createOptionStore, type OptionStore } from './option-store.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { createSetupState, type SetupState } from './setup-state.ts';
import { createTokenCache, type TokenCache } from './token-cache.ts';

/** The per-app services every route factory receives; built once by createGatewayApp. */
export interface GatewayServices {
  platform: Platform;
  options: OptionStore;
  setup: SetupState;
  passwords: PasswordHasher;
  sessions: SessionSigner;
  /** Relay-auth token lookups; invalidate an entry whenever a token is written. */
  tokenCache: TokenCache;
  /** Every server-side outbound fetch goes through this guard (DESIGN §6). */
  egress: GuardedFetch;
  /** Current unix time in seconds from the platform clock. */
  nowSeconds(): number;
}

export function createGatewayServices(platform: Platform): GatewayServices {
  const nowSeconds = () => Math.floor(platform.clock.now() / 1000);
  const options = createOptionStore(platform.db);
  return {
    platform,
    options,
    setup: createSetupState(platform.db),
    passwords: createPasswordHasher(platform.config.bcryptCost),
    sessions: createSessionSigner(platform.config.sessionSecret),
    tokenCache: createTokenCache(platform.db, platform.clock),
    egress: createEgressGuard({
      fetch: (input, init) => platform.fetch(input, init),
      resolve: platform.resolveHost ? (host) => platform.resolveHost!(host) : undefined,
      workerUrl: () => options.get('WorkerUrl'),
      workerKey: () => options.get('WorkerValidKey'),
    }),
    nowSeconds,
  };
}
