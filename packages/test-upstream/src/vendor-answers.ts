/**
 * The fake Anthropic and Gemini upstreams: they answer like the real APIs and report cache and thinking
 * usage, so billing of those fields can be checked.
 */
import { json, sse } from './json.ts';
import { mockReply } from './openai-answers.ts';

export const ANTHROPIC_UPSTREAM_URL = 'http://127.0.0.1:10';
export const GEMINI_UPSTREAM_URL = 'http://127.0.0.1:11';

/** Usage of every fake Anthropic answer: 10 uncached input, 100 cache reads, 20 cache writes, output one token per word. */
export const ANTHROPIC_USAGE = { input_tokens: 10, cache_read_input_tokens: 100, cache_creation_input_tokens: 20 } as const;
/** The fake Anthropic count_tokens answer (a number no tokenizer estimate of the tests' bodies gives). */
export const ANTHROPIC_TOKEN_COUNT = 4321;
/** The fake Gemini countTokens answer (a number no tokenizer estimate of the tests' bodies gives). */
export const GEMINI_TOKEN_COUNT = 3141;
/** Usage of every fake Gemini answer (output = candidates + thoughts). */
export const GEMINI_USAGE = { promptTokenCount: 8, candidatesTokenCount: 4, thoughtsTokenCount: 2, totalTokenCount: 14 } as const;

export const vendorReply = mockReply;

function anthropicAnswer(body: Record<string, unknown>): Response {
  const model = String(body['model']);
  const words = vendorReply(model).split(' ');
  if (body['stream'] !== true) {
    return json(200, {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text: words.join(' ') }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { ...ANTHROPIC_USAGE, output_tokens: words.length },
    });
  }
  const event = (type: string, payload: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...payload })}\n\n`;
  return sse([
    event('message_start', {
      message: { id: 'msg_fake', type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { ...ANTHROPIC_USAGE, output_tokens: 1 } },
    }),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...words.map((word, index) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: index === 0 ? word : ` ${word}` } })),
    event('content_block_stop', { index: 0 }),
    event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: words.length } }),
    event('message_stop', {}),
  ]);
}

function geminiAnswer(url: URL): Response {
  const model = /\/models\/([^/:]+):/.exec(url.pathname)?.[1] ?? 'unknown';
  const words = vendorReply(model).split(' ');
  if (!url.pathname.endsWith(':streamGenerateContent')) {
    return json(200, {
      candidates: [{ content: { role: 'model', parts: [{ text: words.join(' ') }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: GEMINI_USAGE,
      modelVersion: model,
    });
  }
  return sse(
    words.map((word, index) => {
      const last = index === words.length - 1;
      const candidate = { content: { role: 'model', parts: [{ text: index === 0 ? word : ` ${word}` }] }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) };
      const usage = last ? GEMINI_USAGE : { promptTokenCount: GEMINI_USAGE.promptTokenCount, totalTokenCount: GEMINI_USAGE.promptTokenCount };
      return `data: ${JSON.stringify({ candidates: [candidate], usageMetadata: usage, modelVersion: model })}\n\n`;
    }),
  );
}

export function isVendorOrigin(origin: string): boolean {
  return origin === ANTHROPIC_UPSTREAM_URL || origin === GEMINI_UPSTREAM_URL;
}

/** Answers a call to one of the vendor origins (isVendorOrigin). */
export function vendorAnswer(url: URL, body: Record<string, unknown>): Response {
  const anthropic = url.origin === ANTHROPIC_UPSTREAM_URL;
  if (anthropic && url.pathname === '/v1/messages') return anthropicAnswer(body);
  if (anthropic && url.pathname === '/v1/messages/count_tokens') return Response.json({ input_tokens: ANTHROPIC_TOKEN_COUNT });
  // A broken proxy: 200 with a body that is not JSON.
  if (anthropic && url.pathname === '/garbled/v1/messages/count_tokens') return new Response('<html>oops</html>', { status: 200 });
  if (!anthropic && /\/models\/[^/]+:(generateContent|streamGenerateContent)$/.test(url.pathname)) return geminiAnswer(url);
  if (!anthropic && /\/models\/[^/]+:countTokens$/.test(url.pathname)) return Response.json({ totalTokens: GEMINI_TOKEN_COUNT });
  return new Response(JSON.stringify({ error: { message: `fake vendor upstream: no route ${url.pathname}` } }), { status: 404 });
}
