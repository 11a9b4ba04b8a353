/**
 * Answer shapes of the relay benchmark's mock upstream (mock-upstream.mjs), one module per API so the
 * mock stays a plain router: OpenAI chat completions, OpenAI Responses (`response.*` events) and
 * Anthropic Messages (message_start … message_stop). Each streamed answer has CHUNKS text deltas and
 * reports usage where its API does (chat: a usage chunk; Responses: response.completed; Messages:
 * message_start + message_delta), so the gateway bills from upstream usage, never from its tokenizer.
 * Bodies are built once per model and reused: the mock must cost as little as possible.
 */
const created = Math.floor(Date.now() / 1000);

const sse = (event) => `data: ${JSON.stringify(event)}\n\n`;
const named = (type, event) => `event: ${type}\ndata: ${JSON.stringify(event)}\n\n`;

function chatShapes(model, chunks) {
  const usage = { prompt_tokens: 12, completion_tokens: chunks, total_tokens: 12 + chunks };
  const base = { id: 'chatcmpl-mock-1', object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_mock' };
  const chunk = (delta, finish = null) => sse({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  const json = JSON.stringify({
    id: 'chatcmpl-mock-1',
    object: 'chat.completion',
    created,
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content: 'Hello! This is a fixed answer from the mock upstream.' }, logprobs: null, finish_reason: 'stop' },
    ],
    usage,
    system_fingerprint: 'fp_mock',
  });
  const events = [chunk({ role: 'assistant', content: '' })];
  for (let index = 0; index < chunks; index++) events.push(chunk({ content: `tok${index} ` }));
  events.push(chunk({}, 'stop'), sse({ ...base, choices: [], usage }), 'data: [DONE]\n\n');
  return { json, events };
}

function responsesShapes(model, chunks) {
  const text = Array.from({ length: chunks }, (_, index) => `tok${index} `).join('');
  const message = { id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] };
  const response = (status, output, usage) => ({
    id: 'resp_mock_1',
    object: 'response',
    created_at: created,
    status,
    error: null,
    incomplete_details: null,
    model,
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    usage,
  });
  const usage = {
    input_tokens: 12,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: chunks,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 12 + chunks,
  };
  const at = { item_id: 'msg_1', output_index: 0, content_index: 0 };
  const list = [
    { type: 'response.created', response: response('in_progress', [], null) },
    { type: 'response.in_progress', response: response('in_progress', [], null) },
    { type: 'response.output_item.added', output_index: 0, item: { ...message, status: 'in_progress', content: [] } },
    { type: 'response.content_part.added', ...at, part: { type: 'output_text', text: '', annotations: [] } },
    ...Array.from({ length: chunks }, (_, index) => ({ type: 'response.output_text.delta', ...at, delta: `tok${index} ` })),
    { type: 'response.output_text.done', ...at, text },
    { type: 'response.content_part.done', ...at, part: { type: 'output_text', text, annotations: [] } },
    { type: 'response.output_item.done', output_index: 0, item: message },
    { type: 'response.completed', response: response('completed', [message], usage) },
  ];
  const events = list.map((event, index) => named(event.type, { ...event, sequence_number: index }));
  return { json: JSON.stringify(response('completed', [message], usage)), events };
}

function messagesShapes(model, chunks) {
  const text = Array.from({ length: chunks }, (_, index) => `tok${index} `).join('');
  const usage = { input_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  const json = JSON.stringify({
    id: 'msg_mock_1',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { ...usage, output_tokens: chunks },
  });
  const events = [
    named('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_mock_1',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...usage, output_tokens: 1 },
      },
    }),
    named('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
    ...Array.from({ length: chunks }, (_, index) =>
      named('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: `tok${index} ` } }),
    ),
    named('content_block_stop', { type: 'content_block_stop', index: 0 }),
    named('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: chunks } }),
    named('message_stop', { type: 'message_stop' }),
  ];
  return { json, events };
}

const builders = { chat: chatShapes, responses: responsesShapes, messages: messagesShapes };

/** The API a POST path speaks, or undefined (404). */
export function apiOfPath(path) {
  if (path.endsWith('/chat/completions')) return 'chat';
  if (path.endsWith('/responses')) return 'responses';
  if (path.endsWith('/messages')) return 'messages';
  return undefined;
}

const cache = new Map();

/** { json, events } for one API and model (events: the SSE pieces, written one write each). */
export function shapesFor(api, model, chunks) {
  const key = `${api}\n${model}`;
  let shapes = cache.get(key);
  if (shapes === undefined) {
    shapes = builders[api](model, chunks);
    cache.set(key, shapes);
  }
  return shapes;
}
