/**
 * The OpenAI-compatible upstream of the workerd tests, run by Miniflare as the worker's outbound service
 * (every fetch the worker makes lands here; nothing reaches a network). Same answers as the gateway
 * tests' fake: "Hello from <model>", usage 5 prompt tokens + one completion token per word.
 */
export const MOCK_UPSTREAM_URL = 'http://127.0.0.1:9';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export async function answerUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.origin !== MOCK_UPSTREAM_URL || url.pathname !== '/v1/chat/completions') {
    return json(404, { error: { message: `mock upstream: no route ${url.href}`, type: 'invalid_request_error' } });
  }
  const body = (await request.json()) as { model?: string; stream?: boolean; stream_options?: { include_usage?: boolean } };
  const model = body.model ?? 'unknown';
  const content = `Hello from ${model}`;
  const words = content.split(' ');
  const usage = { prompt_tokens: 5, completion_tokens: words.length, total_tokens: 5 + words.length };
  const base = { id: 'chatcmpl-mock', created: 1_700_000_000, model };
  if (body.stream !== true) {
    return json(200, { ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage });
  }
  const chunks = words.map((word, index) => ({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: index === 0 ? word : ` ${word}` }, finish_reason: null }] }));
  const last: Record<string, unknown> = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };
  if (body.stream_options?.include_usage) last.usage = usage;
  const text = [...chunks, last].map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + 'data: [DONE]\n\n';
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
