import type { Context } from 'hono';
import { findRelayResponse, findResponseConversation, rememberRelayResponse, storeResponseConversation } from '@gateway/db';
import type { OperationAdaptor } from '@gateway/providers';
import type { RelayEnv } from '../../middleware/token-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { relayError } from './relay-error.ts';
import { CHARACTERS_PER_TOKEN, type RelayRequest } from './relay-request.ts';
import type { RelayBill } from './relay-settlement.ts';

type Item = Record<string, unknown>;

/** `input` as a list of items: a plain string is one user message. */
export function inputItems(input: unknown): Item[] {
  if (typeof input === 'string') return [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: input }] }];
  return Array.isArray(input) ? (input as Item[]) : [];
}

/**
 * An earlier item as it is sent again: without the id and status the gateway made up (an upstream would
 * look them up), reasoning items dropped (their summaries are no input a chat upstream or OpenAI takes back).
 */
function replayable(item: Item): Item | undefined {
  if (item.type === 'reasoning') return undefined;
  const { id: _id, status: _status, ...rest } = item;
  return rest;
}

function replayItems(items: Item[]): Item[] {
  const kept: Item[] = [];
  for (const item of items) {
    const replayed = replayable(item);
    if (replayed !== undefined) kept.push(replayed);
  }
  return kept;
}

/** What the Responses route changes before routing: the channel a native previous response lives at. */
export interface ResponsesPreparation {
  pinnedChannelId?: number;
}

function previousNotFound(context: Context<RelayEnv>, id: string): Response {
  return relayError(context, 400, {
    message: `Previous response with id '${id}' not found.`,
    type: 'invalid_request_error',
    code: 'previous_response_not_found',
    param: 'previous_response_id',
  });
}

/**
 * `previous_response_id` on POST /v1/responses (ADR 0038), before anything is reserved: the caller's own
 * response only (else 400, nothing written). A converted response's stored conversation (its input and
 * output items) is put in front of the new input and the field removed, so any channel can serve the turn;
 * a native response stays at its upstream, so the request is pinned to the channel that created it.
 */
export async function prepareResponsesRequest(
  services: GatewayServices,
  context: Context<RelayEnv>,
  request: RelayRequest,
): Promise<ResponsesPreparation | Response> {
  const previous = request.body.previous_response_id;
  if (previous === undefined || previous === null) return {};
  if (typeof previous !== 'string' || previous === '') return previousNotFound(context, String(previous));
  const known = await findRelayResponse(services.platform.db, previous);
  if (known === undefined || known.user_id !== context.get('relay').user.id) return previousNotFound(context, previous);
  const conversation = await findResponseConversation(services.platform.db, previous);
  if (conversation === undefined) return { pinnedChannelId: known.channel_id };
  const earlier = JSON.parse(conversation.input) as Item[];
  const output = (JSON.parse(conversation.response) as { output?: Item[] }).output ?? [];
  request.body.input = [...earlier, ...replayItems(output), ...replayItems(inputItems(request.body.input))];
  delete request.body.previous_response_id;
  request.promptEstimate = Math.ceil(JSON.stringify(request.body).length / CHARACTERS_PER_TOKEN);
  return {};
}

/**
 * Remembers a Responses API response (ADR 0035) before the client sees it complete: its owner and channel,
 * and for a response converted from chat (ADR 0038) its conversation — the whole input as sent and the
 * Response — because the chat upstream stores nothing. A converted response with `store: false`, or one
 * whose stream never completed, is not remembered (retrieve answers 404, as OpenAI does for it). A failed
 * write is logged and loses only that response's follow-ups.
 */
export async function rememberResponse(
  services: GatewayServices,
  bill: RelayBill,
  upstream: { channel: { id: number }; adaptor: OperationAdaptor },
  responseId: string,
  completed: unknown,
): Promise<void> {
  const converted = upstream.adaptor.responseType === 'json' && upstream.adaptor.conversion !== undefined;
  if (converted && (bill.request.body.store === false || completed === undefined)) return;
  const db = services.platform.db;
  const createdAt = services.nowSeconds();
  try {
    await rememberRelayResponse(db, { response_id: responseId, user_id: bill.caller.user.id, channel_id: upstream.channel.id, created_at: createdAt });
    if (converted) {
      const input = JSON.stringify(replayItems(inputItems(bill.request.body.input)));
      await storeResponseConversation(db, { response_id: responseId, input, response: JSON.stringify(completed), created_at: createdAt });
    }
  } catch (error) {
    services.platform.logger.warn('relay: could not remember a response id', {
      channel: upstream.channel.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
