import { Hono } from 'hono';
import { upsertOption } from '@gateway/db';
import { isSecretOption, optionDefinition, optionUpdateInput, Role, type OptionEntry } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { planOptionWrite } from '../../services/plan-option-write.ts';

/**
 * GET /api/option/ (API-OPT-001), PUT /api/option/ (API-OPT-002) and POST
 * /api/option/rest_model_ratio (SET-028), root only.
 * Reads never include secrets (write-only credentials; a blank one in a write keeps it). A write
 * is validated against the registry and the options it depends on before anything is stored
 * (new-api stored first and validated after); then the database, then memory.
 */
export function optionRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const rootOnly = requireRole(platform, Role.Root);

  return (
    new Hono<GatewayEnv>()
      .get('/option', rootOnly, (context) => {
        const entries: OptionEntry[] = Object.entries(options.snapshot())
          .filter(([key]) => !isSecretOption(key))
          .map(([key, value]) => ({ key, value }));
        return ok(context, entries);
      })
      .put('/option', rootOnly, async (context) => {
        const input = await parseJsonBody(context, optionUpdateInput);
        if (!input.ok) return input.response;
        const { key } = input.data;
        // A blank credential keeps the stored one; `clear` removes it (plan-option-write.ts).
        const plan = planOptionWrite(input.data, options.snapshot());
        if (plan.kind === 'refuse') return fail(context, plan.message, 400);
        if (plan.kind === 'keep') return ok(context);
        await upsertOption(platform.db, key, plan.value);
        options.set(key, plan.value);
        return ok(context);
      })
      // SET-028 (API-OPT-003; "rest" is new-api's spelling): ModelRatio back to the built-in
      // table, as new-api does. The other pricing maps (ModelPrice, CompletionRatio, CacheRatio) stay.
      .post('/option/rest_model_ratio', rootOnly, async (context) => {
        const builtIn = optionDefinition('ModelRatio')!.default;
        await upsertOption(platform.db, 'ModelRatio', builtIn);
        options.set('ModelRatio', builtIn);
        return ok(context);
      })
  );
}
