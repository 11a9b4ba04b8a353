import { Hono } from 'hono';
import { listEnabledModelChannelTypes } from '@gateway/db';
import { channelTypeByValue } from '@gateway/domain';
import { openAiError } from '../../middleware/token-auth/openai-error.ts';
import { tokenAuth, type RelayCaller, type RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

/** `created` of every model object; new-api answers the same fixed date. */
const MODEL_CREATED = 1_626_777_600;

export interface ModelObject {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

function ownerOf(type: number | undefined): string {
  const info = type === undefined ? undefined : channelTypeByValue(type);
  return info === undefined ? 'custom' : info.name.toLowerCase().replace(/\s+/g, '-');
}

/**
 * GET /v1/models and /v1/models/:model: only what the token may use — exactly its
 * model limits when enabled, else the models served in its group (token group, or the user's).
 * The list carries `object: 'list'`, which the openai SDKs expect; an unknown model is a real 404.
 */
export function modelRoutes(services: GatewayServices) {
  const { platform } = services;
  const authenticated = tokenAuth(services);

  async function usableModels(caller: RelayCaller): Promise<ModelObject[]> {
    const served = await listEnabledModelChannelTypes(platform.db, [caller.group]);
    const owners = new Map(served.map((row) => [row.model, row.type]));
    const names = caller.token.model_limits_enabled
      ? caller.token.model_limits
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '')
      : served.map((row) => row.model);
    return [...new Set(names)].map((id) => ({ id, object: 'model' as const, created: MODEL_CREATED, owned_by: ownerOf(owners.get(id)) }));
  }

  return new Hono<RelayEnv>()
    .get('/models', authenticated, async (context) => context.json({ object: 'list' as const, data: await usableModels(context.get('relay')) }))
    .get('/models/:model{.+}', authenticated, async (context) => {
      const name = context.req.param('model');
      const model = (await usableModels(context.get('relay'))).find((entry) => entry.id === name);
      if (model === undefined) return openAiError(context, 404, `The model '${name}' does not exist`, 'model_not_found', 'invalid_request_error', 'model');
      return context.json(model);
    });
}
