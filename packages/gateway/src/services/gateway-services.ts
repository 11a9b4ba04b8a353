import { createSessionSigner, type SessionSigner } from '../middleware/session/index.ts';
import type { Platform } from '../platform/platform.ts';
import { createOptionStore, type OptionStore } from './option-store.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import { createSetupState, type SetupState } from './setup-state.ts';

/** The per-app services every route factory receives; built once by createGatewayApp. */
export interface GatewayServices {
  platform: Platform;
  options: OptionStore;
  setup: SetupState;
  passwords: PasswordHasher;
  sessions: SessionSigner;
  /** Current unix time in seconds from the platform clock. */
  nowSeconds(): number;
}

export function createGatewayServices(platform: Platform): GatewayServices {
  const nowSeconds = () => Math.floor(platform.clock.now() / 1000);
  return {
    platform,
    options: createOptionStore(platform.db),
    setup: createSetupState(platform.db),
    passwords: createPasswordHasher(platform.config.bcryptCost),
    sessions: createSessionSigner(platform.config.sessionSecret),
    nowSeconds,
  };
}
