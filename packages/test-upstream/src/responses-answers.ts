/**
 * The fake upstream's OpenAI Responses API answers, in OpenAI's recorded event shapes — the one copy the
 * fetch-level fake (upstream-fetch.ts) and the socket mock of tests/fixtures (mock-upstream/mock-responses.ts) serve.
 * POST /v1/responses: "Hello from <model>" as output_text, or a function_call item when the request offers a
 * function tool and its input holds no function_call_output yet (the second turn of a tool round trip
 * answers text); a reasoning item first when the request asks for a summary. Usage: 12 input (4 cached),
 * one output token per word + 2 reasoning tokens.
 */

export const RESPONSES_USAGE = { input_tokens: 12, input_tokens_details: { cached_tokens: 4 }, output_tokens_details: { reasoning_tokens: 2 } } as const;
export const RESPONSE_ID = 'resp_fake_1';
export const FUNCTION_CALL_ARGUMENTS = '{"city":"Paris"}';

type Item = Record<string, unknown>;

/** The reasoning summary streamed first when the request asks for one (`reasoning.summary`). */
export const REASONING_SUMMARY = 'Thinking about a greeting.';
const reasoningItem: Item = { id: 'rs_1', type: 'reasoning', summary: [{ type: 'summary_text', text: REASONING_SUMMARY }] };

function wantsSummary(body: Record<string, unknown>): boolean {
  return typeof (body['reasoning'] as { summary?: unknown } | undefined)?.summary === 'string';
}

function reasoningEvents(): Item[] {
  const part = { type: 'summary_text', text: '' };
  const at = { item_id: 'rs_1', output_index: 0, summary_index: 0 };
  return [
    { type: 'response.output_item.added', output_index: 0, item: { id: 'rs_1', type: 'reasoning', summary: [] } },
    { type: 'response.reasoning_summary_part.added', ...at, part },
    ...REASONING_SUMMARY.split(' ').map((word, index) => ({ type: 'response.reasoning_summary_text.delta', ...at, delta: index === 0 ? word : ` ${word}` })),
    { type: 'response.reasoning_summary_text.done', ...at, text: REASONING_SUMMARY },
    { type: 'response.reasoning_summary_part.done', ...at, part: { ...part, text: REASONING_SUMMARY } },
    { type: 'response.output_item.done', output_index: 0, item: reasoningItem },
  ];
}

function offeredFunction(body: Record<string, unknown>): string | undefined {
  const input = body['input'];
  if (Array.isArray(input) && input.some((item: Item | null) => item?.type === 'function_call_output')) return undefined;
  const tool = Array.isArray(body['tools']) ? (body['tools'] as Item[]).find((entry) => entry?.type === 'function') : undefined;
  return typeof tool?.name === 'string' ? tool.name : undefined;
}

function outputItem(body: Record<string, unknown>, model: string): { item: Item; words: number } {
  const name = offeredFunction(body);
  if (name !== undefined)
    return { item: { id: 'fc_1', type: 'function_call', status: 'completed', call_id: 'call_1', name, arguments: FUNCTION_CALL_ARGUMENTS }, words: 1 };
  const text = `Hello from ${model}`;
  return {
    item: { id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] },
    words: text.split(' ').length,
  };
}

function responseObject(model: string, status: string, output: Item[], outputTokens: number | null): Item {
  const usage = outputTokens === null ? null : { ...RESPONSES_USAGE, output_tokens: outputTokens, total_tokens: RESPONSES_USAGE.input_tokens + outputTokens };
  return {
    id: RESPONSE_ID,
    object: 'response',
    created_at: 1_700_000_000,
    status,
    error: null,
    incomplete_details: null,
    model,
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    usage,
  };
}

function textEvents(item: Item): Item[] {
  const text = ((item.content as Item[])[0]!.text as string).split(' ');
  const part = { type: 'output_text', text: '', annotations: [] };
  return [
    { type: 'response.content_part.added', item_id: item.id, output_index: 0, content_index: 0, part },
    ...text.map((word, index) => ({
      type: 'response.output_text.delta',
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      delta: index === 0 ? word : ` ${word}`,
    })),
    { type: 'response.output_text.done', item_id: item.id, output_index: 0, content_index: 0, text: text.join(' ') },
    { type: 'response.content_part.done', item_id: item.id, output_index: 0, content_index: 0, part: { ...part, text: text.join(' ') } },
  ];
}

function functionEvents(item: Item): Item[] {
  const half = Math.ceil(FUNCTION_CALL_ARGUMENTS.length / 2);
  return [
    ...[FUNCTION_CALL_ARGUMENTS.slice(0, half), FUNCTION_CALL_ARGUMENTS.slice(half)].map((delta) => ({
      type: 'response.function_call_arguments.delta',
      item_id: item.id,
      output_index: 0,
      delta,
    })),
    { type: 'response.function_call_arguments.done', item_id: item.id, output_index: 0, arguments: FUNCTION_CALL_ARGUMENTS },
  ];
}

/** The whole event sequence of one streamed response, each with its sequence_number. */
export function responsesEvents(body: Record<string, unknown>, model: string): Item[] {
  const { item, words } = outputItem(body, model);
  const opening = responseObject(model, 'in_progress', [], null);
  const added = item.type === 'message' ? { ...item, status: 'in_progress', content: [] } : { ...item, status: 'in_progress', arguments: '' };
  const reasoning = wantsSummary(body);
  // With a reasoning item first, the answer's item moves to output_index 1.
  const shift = (event: Item): Item => (reasoning && typeof event.output_index === 'number' ? { ...event, output_index: event.output_index + 1 } : event);
  const answer: Item[] = [
    { type: 'response.output_item.added', output_index: 0, item: added },
    ...(item.type === 'message' ? textEvents(item) : functionEvents(item)),
    { type: 'response.output_item.done', output_index: 0, item },
  ];
  const events: Item[] = [
    { type: 'response.created', response: opening },
    { type: 'response.in_progress', response: opening },
    ...(reasoning ? reasoningEvents() : []),
    ...answer.map(shift),
    { type: 'response.completed', response: responseObject(model, 'completed', reasoning ? [reasoningItem, item] : [item], words) },
  ];
  return events.map((event, index) => ({ ...event, sequence_number: index }));
}

/** The non-stream answer: the completed Response object. */
export function responsesJson(body: Record<string, unknown>): Item {
  const model = typeof body['model'] === 'string' ? body['model'] : 'unknown';
  const { item, words } = outputItem(body, model);
  return responseObject(model, 'completed', wantsSummary(body) ? [reasoningItem, item] : [item], words);
}

/** The stream answer as SSE text: `event: <type>` + `data: <event>` per event, no terminator. */
export function responsesEventText(body: Record<string, unknown>): string {
  const model = typeof body['model'] === 'string' ? body['model'] : 'unknown';
  return responsesEvents(body, model)
    .map((event) => `event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`)
    .join('');
}

/**
 * The answer to a follow-up on the fake's response (GET, DELETE, POST …/cancel, GET …/input_items) as
 * status and JSON body, like OpenAI's; undefined for any other path. An id the fake never created is its 404.
 */
export function responsesFollowUp(pathname: string, method: string): { status: number; body: unknown } | undefined {
  const match = /^\/v1\/responses\/([^/]+)(\/cancel|\/input_items)?$/.exec(pathname);
  if (match === null) return undefined;
  if (match[1] !== RESPONSE_ID)
    return { status: 404, body: { error: { message: `Response with id '${match[1]}' not found.`, type: 'invalid_request_error', param: null, code: null } } };
  if (method === 'DELETE') return { status: 200, body: { id: RESPONSE_ID, object: 'response', deleted: true } };
  if (match[2] === '/input_items') {
    return {
      status: 200,
      body: {
        object: 'list',
        data: [{ id: 'msg_in', type: 'message', role: 'user', status: 'completed', content: [{ type: 'input_text', text: 'hi' }] }],
        first_id: 'msg_in',
        last_id: 'msg_in',
        has_more: false,
      },
    };
  }
  const json = responsesJson({ model: 'gpt-4o-mini' });
  return { status: 200, body: match[2] === '/cancel' ? { ...json, status: 'cancelled' } : json };
}

/** POST /v1/responses as a web Response: the JSON object, or the event stream when the body asks for one. */
export function responsesAnswer(body: Record<string, unknown>): Response {
  if (body['stream'] !== true) return Response.json(responsesJson(body));
  return new Response(responsesEventText(body), { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A follow-up on the fake's response as a web Response; undefined for any other path. */
export function responsesFollowUpAnswer(pathname: string, method: string): Response | undefined {
  const answer = responsesFollowUp(pathname, method);
  return answer === undefined ? undefined : Response.json(answer.body, { status: answer.status });
}
