/**
 * The OpenAI answers of the fake upstream: a deterministic greeting ("Hello from <model>") whose usage is
 * 5 prompt tokens and one completion token per word, plain or streamed; legacy completions, moderations,
 * rerank and embeddings with fixed usage.
 */
import { json } from './json.ts';

/** The reply content: fixed so tests can assert it. */
export function mockReply(model: string): string {
  return `Hello from ${model}`;
}

const PROMPT_TOKENS = 5;

/** POST /v1/chat/completions: the greeting, streamed word by word when asked (usage on the last chunk when include_usage). */
export function chatAnswer(body: Record<string, unknown>): Response {
  const model = typeof body['model'] === 'string' ? body['model'] : 'unknown';
  const content = mockReply(model);
  const words = content.split(' ');
  const usage = { prompt_tokens: PROMPT_TOKENS, completion_tokens: words.length, total_tokens: PROMPT_TOKENS + words.length };
  const base = { id: 'chatcmpl-fake', created: 1_700_000_000, model };
  if (body['stream'] !== true) {
    return json(200, { ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage });
  }
  const events = words.map((word, index) => ({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content: index === 0 ? word : ` ${word}` }, finish_reason: null }],
  }));
  const last: Record<string, unknown> = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };
  if ((body['stream_options'] as { include_usage?: boolean } | undefined)?.include_usage) last['usage'] = usage;
  const text = [...events, last].map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + 'data: [DONE]\n\n';
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** The other OpenAI JSON endpoints of the fake; undefined for a path it does not serve. */
export function otherOpenAiAnswer(path: string, body: Record<string, unknown>): Response | undefined {
  if (path === '/v1/completions') {
    const text = mockReply(String(body['model']));
    return json(200, {
      id: 'cmpl-fake',
      object: 'text_completion',
      created: 1_700_000_000,
      model: body['model'],
      choices: [{ index: 0, text, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
    });
  }
  if (path === '/v1/moderations') {
    return json(200, {
      id: 'modr-fake',
      model: body['model'],
      results: [{ flagged: false, categories: {}, category_scores: {} }],
      usage: { prompt_tokens: 4, completion_tokens: 0, total_tokens: 4 },
    });
  }
  if (path === '/v1/rerank') return json(200, { results: [{ index: 0, relevance_score: 0.9 }], usage: { prompt_tokens: 6, total_tokens: 6 } });
  if (path === '/v1/embeddings') {
    return json(200, {
      object: 'list',
      data: [{ object: 'embedding', index: 0, embedding: [0.1, 0.2, 0.3] }],
      model: body['model'],
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  }
  return undefined;
}
