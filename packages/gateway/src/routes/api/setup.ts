import { Hono } from 'hono';
import {
  AtomicCheckFailed,
  countUsersWithRole,
  findSetup,
  insertSetup,
  insertUser,
  lockJobRow,
  SETUP_DONE,
  setupNotDone,
  upsertOptions,
  writeAtomically,
} from '@gateway/db';
import { messages, Role, setupInput, UserStatus } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { credentialRoute } from '../../middleware/credential-guard/index.ts';
import { generateAffCode } from '../../services/aff-code.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { createMutex } from '../../services/mutex.ts';

/** Quota of the root account created by setup: $200 at the default 500 000 per USD, as new-api gives it. */
export const ROOT_INITIAL_QUOTA = 100_000_000;
export const ROOT_DISPLAY_NAME = 'Root User';

/** Arbitrary application-wide key of the PostgreSQL advisory lock that serialises setups. */
const SETUP_LOCK_KEY = 0x67_61_74_65;

/**
 * GET /api/setup (API-SYS-001) and POST /api/setup (API-SYS-002): first-run initialisation.
 * Root account, usage-mode options and the setups row are written atomically (one transaction, one
 * D1 batch: writeAtomically, ADR 0037), so a failure leaves nothing behind. Two concurrent setups are serialised: in-process by a mutex, on
 * PostgreSQL across instances by a transaction-scoped advisory lock (MySQL: a job_leases row lock); the loser gets "already
 * initialised". Unlike new-api, the username is validated too, so setup cannot create a root name that sign-in refuses.
 */
export function setupRoutes(services: GatewayServices) {
  const { platform, setup, passwords, options } = services;
  const setupMutex = createMutex();

  return new Hono<GatewayEnv>()
    .get('/setup', async (context) => {
      if (await setup.isDone()) return ok(context, { status: true });
      const rootExists = (await countUsersWithRole(platform.db, Role.Root)) > 0;
      return ok(context, { status: false, root_init: rootExists, database_type: platform.dialect });
    })
    .post('/setup', credentialRoute(platform, options), (context) =>
      setupMutex.run(async () => {
        // isDone() also counts a database that already has a root (upgrade) as set up, so past
        // this point no root exists and the body must create one.
        if (await setup.isDone()) return fail(context, messages.setupDone, 409);
        const input = await parseJsonBody(context, setupInput);
        if (!input.ok) return input.response;
        const passwordHash = await passwords.hash(input.data.password);
        const usageMode = {
          SelfUseModeEnabled: String(input.data.SelfUseModeEnabled),
          DemoSiteEnabled: String(input.data.DemoSiteEnabled),
        };
        try {
          await writeAtomically(platform.db, async (transaction, checks) => {
            if (platform.dialect === 'postgres') {
              // Held until commit/rollback: a setup on another instance waits here, then sees our row.
              await transaction.selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.val(SETUP_LOCK_KEY)]).as('locked')).execute();
            } else if (platform.dialect === 'mysql') {
              // MySQL/MariaDB: a row lock on job_leases('first-run-setup') plays the advisory lock (ADR 0043).
              await lockJobRow(transaction, 'first-run-setup');
            }
            // Inside the transaction (on D1: the batch's first statement), so two setups write one root.
            await checks.holds(setupNotDone(transaction), SETUP_DONE);
            await insertUser(transaction, {
              username: input.data.username,
              password: passwordHash,
              display_name: ROOT_DISPLAY_NAME,
              role: Role.Root,
              status: UserStatus.Enabled,
              quota: ROOT_INITIAL_QUOTA,
              aff_code: generateAffCode(),
            });
            await upsertOptions(transaction, usageMode);
            await insertSetup(transaction, { version: platform.config.version, initialized_at: services.nowSeconds() });
          });
        } catch (error) {
          // Lost a race with another instance (on SQLite the loser's write fails instead of waiting).
          if ((error instanceof AtomicCheckFailed && error.reason === SETUP_DONE) || (await findSetup(platform.db)) !== undefined) {
            return fail(context, messages.setupDone, 409);
          }
          throw error;
        }
        for (const [key, value] of Object.entries(usageMode)) options.set(key, value);
        setup.markDone();
        return ok(context);
      }),
    );
}
