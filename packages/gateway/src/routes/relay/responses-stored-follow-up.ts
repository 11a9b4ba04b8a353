import type { Context } from 'hono';
import { forgetRelayResponse, forgetResponseConversation, type RelayResponseConversationRow } from '@gateway/db';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { relayError } from './relay-error.ts';

type Item = Record<string, unknown>;

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function limitOf(value: string | undefined): number {
  const limit = Number(value ?? DEFAULT_LIMIT);
  return Number.isInteger(limit) && limit >= 1 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT;
}

/**
 * GET /v1/responses/{id}/input_items of a converted response: OpenAI's list shape over the stored input
 * (`order` desc by default, `limit` 1–100, `after` an item id); items without an id get `item_<n>`,
 * n their position in the conversation, so cursors stay stable.
 */
function listInputItems(context: Context<RelayEnv>, stored: RelayResponseConversationRow): Response {
  const items = (JSON.parse(stored.input) as Item[]).map((item, index) => ({ id: typeof item.id === 'string' ? item.id : `item_${index}`, ...item }));
  if (context.req.query('order') !== 'asc') items.reverse();
  const after = context.req.query('after');
  const start = after === undefined ? 0 : items.findIndex((item) => item.id === after) + 1;
  const limit = limitOf(context.req.query('limit'));
  const data = items.slice(start, start + limit);
  return context.json({
    object: 'list',
    data,
    first_id: data[0]?.id ?? null,
    last_id: data[data.length - 1]?.id ?? null,
    has_more: start + limit < items.length,
  });
}

/**
 * A follow-up on a response the gateway converted from chat and stored itself (ADR 0038), answered without
 * an upstream call: retrieve returns the stored Response, input_items the stored input, delete forgets it,
 * cancel is refused (a converted response is never a background one). Ownership was checked by the caller.
 */
export async function answerStoredResponse(
  context: Context<RelayEnv>,
  services: GatewayServices,
  method: 'GET' | 'POST' | 'DELETE',
  suffix: string,
  stored: RelayResponseConversationRow,
): Promise<Response> {
  const id = stored.response_id;
  if (method === 'GET' && suffix === '') return context.body(stored.response, 200, { 'Content-Type': 'application/json' });
  if (method === 'GET' && suffix === '/input_items') return listInputItems(context, stored);
  if (method === 'DELETE') {
    await forgetResponseConversation(services.platform.db, id);
    await forgetRelayResponse(services.platform.db, id);
    return context.json({ id, object: 'response', deleted: true });
  }
  return relayError(context, 400, {
    message: `Response ${id} cannot be cancelled: only background responses can be cancelled.`,
    type: 'invalid_request_error',
    code: 'response_not_cancellable',
    param: null,
  });
}
