import { Hono } from 'hono';
import { upsertOption } from '@gateway/db';
import {
  crossOptionCheck,
  formatValidationMessage,
  isSecretOption,
  optionDefinition,
  optionUpdateInput,
  Role,
  validateOptionValue,
  type OptionEntry,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

/**
 * GET /api/option/ (API-OPT-001), PUT /api/option/ (API-OPT-002) and POST
 * /api/option/rest_model_ratio (SET-028), root only.
 * Reads never include secrets (write-only credentials). A write is validated against the
 * registry and the options it depends on before anything is stored (the reference stored first
 * and validated after, reference §12.2); then the database, then the in-memory copy.
 */
export function optionRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const rootOnly = requireRole(platform, Role.Root);

  return new Hono<GatewayEnv>()
    .get('/option', rootOnly, (context) => {
      const entries: OptionEntry[] = Object.entries(options.snapshot())
        .filter(([key]) => !isSecretOption(key))
        .map(([key, value]) => ({ key, value }));
      return ok(context, entries);
    })
    .put('/option', rootOnly, async (context) => {
      const input = await parseJsonBody(context, optionUpdateInput);
      if (!input.ok) return input.response;
      const { key, value } = input.data;
      const valid = validateOptionValueOrMessage(key, value, options.snapshot());
      if (!valid.ok) return fail(context, valid.message, 400);
      await upsertOption(platform.db, key, valid.value);
      options.set(key, valid.value);
      return ok(context);
    })
    // SET-028 (API-OPT-003; "rest" is the reference's spelling): ModelRatio back to the built-in
    // table, as new-api does. The other pricing maps (ModelPrice, CompletionRatio, CacheRatio) stay.
    .post('/option/rest_model_ratio', rootOnly, async (context) => {
      const builtIn = optionDefinition('ModelRatio')!.default;
      await upsertOption(platform.db, 'ModelRatio', builtIn);
      options.set('ModelRatio', builtIn);
      return ok(context);
    });
}

/** Registry check (type, range, JSON shape) then cross-option check, as one English message. */
function validateOptionValueOrMessage(
  key: string,
  value: string,
  current: Readonly<Record<string, string>>,
): { ok: true; value: string } | { ok: false; message: string } {
  const checked = validateOptionValue(key, value);
  if (!checked.ok) return { ok: false, message: formatValidationMessage(checked.messageKey, checked.params) };
  const crossChecked = crossOptionCheck(key, checked.value, { ...current });
  if (!crossChecked.ok) return { ok: false, message: formatValidationMessage(crossChecked.messageKey, crossChecked.params) };
  return { ok: true, value: crossChecked.value };
}
