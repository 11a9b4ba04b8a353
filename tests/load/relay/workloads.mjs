/**
 * What the relay benchmark sends: per API (chat completions, the Responses API, Anthropic Messages) the
 * path, a small request body in stream or non-stream form, and how a complete answer is recognised.
 * The cells run chat completions non-stream and stream at concurrency 1 and 64, and the Responses and
 * Messages streams at 64 (the agents' APIs beside chat completions).
 */
const SYSTEM = 'You are a test.';
const USER = 'Say hello in one short sentence.';

export const APIS = {
  chat: {
    path: '/v1/chat/completions',
    body: (model, stream) => ({
      model,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: USER },
      ],
      max_tokens: 64,
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    }),
    complete: (text, stream) => (stream ? text.includes('[DONE]') : text.includes('chat.completion')),
  },
  responses: {
    path: '/v1/responses',
    body: (model, stream) => ({ model, instructions: SYSTEM, input: USER, max_output_tokens: 64, ...(stream ? { stream: true } : {}) }),
    complete: (text, stream) => (stream ? text.includes('response.completed') : text.includes('"object":"response"')),
  },
  messages: {
    path: '/v1/messages',
    body: (model, stream) => ({ model, system: SYSTEM, messages: [{ role: 'user', content: USER }], max_tokens: 64, ...(stream ? { stream: true } : {}) }),
    complete: (text, stream) => (stream ? text.includes('message_stop') : text.includes('"type":"message"')),
  },
};

/** The matrix, in run order: { api, mode, conc }. */
export const WORKLOADS = [
  { api: 'chat', mode: 'nonstream', conc: 1 },
  { api: 'chat', mode: 'nonstream', conc: 64 },
  { api: 'chat', mode: 'stream', conc: 1 },
  { api: 'chat', mode: 'stream', conc: 64 },
  { api: 'responses', mode: 'stream', conc: 64 },
  { api: 'messages', mode: 'stream', conc: 64 },
];

/** The JSON body of one workload; `models` maps an API to the model its channel serves. */
export function bodyOf(api, mode, models) {
  return JSON.stringify(APIS[api].body(models[api], mode === 'stream'));
}
