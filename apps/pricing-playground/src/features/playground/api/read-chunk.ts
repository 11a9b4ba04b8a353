import type { AnswerUsage } from '../conversation/chat-message.ts';

/** The text of one chunk: the answer and/or the model's reasoning. */
export type StreamDelta = { content?: string; reasoning?: string };

/** What one event of the stream (or a whole JSON answer) carries for the page. */
export type ReadChunk = { delta?: StreamDelta; usage?: AnswerUsage; error?: string };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => value !== null && typeof value === 'object' && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The message of an OpenAI error body `{error: {message}}`, an envelope `{message}` or a plain `{error: "…"}`. */
function errorMessage(value: Loose): string | undefined {
  const error = value['error'];
  if (typeof error === 'string' && error !== '') return error;
  if (isObject(error)) return typeof error['message'] === 'string' && error['message'] !== '' ? error['message'] : JSON.stringify(error);
  if (value['success'] === false && typeof value['message'] === 'string') return value['message'];
  return undefined;
}

function readUsage(value: unknown): AnswerUsage | undefined {
  if (!isObject(value)) return undefined;
  const usage: AnswerUsage = { promptTokens: count(value['prompt_tokens']), completionTokens: count(value['completion_tokens']) };
  const details = value['prompt_tokens_details'];
  const cached = isObject(details) ? count(details['cached_tokens']) : 0;
  if (cached > 0) usage.cachedTokens = cached;
  return usage;
}

function readDelta(source: unknown): StreamDelta | undefined {
  if (!isObject(source)) return undefined;
  const delta: StreamDelta = {};
  if (typeof source['content'] === 'string' && source['content'] !== '') delta.content = source['content'];
  // DeepSeek and most relays name it reasoning_content; some providers say `reasoning`.
  const reasoning = source['reasoning_content'] ?? source['reasoning'];
  if (typeof reasoning === 'string' && reasoning !== '') delta.reasoning = reasoning;
  return delta.content === undefined && delta.reasoning === undefined ? undefined : delta;
}

function firstChoice(value: Loose): Loose | undefined {
  const choices = value['choices'];
  return Array.isArray(choices) && isObject(choices[0]) ? choices[0] : undefined;
}

/** One `data:` payload of the stream: `choices[0].delta` (PP-025), the usage chunk, or an error event. An unreadable payload carries nothing. */
export function readChunk(data: string): ReadChunk {
  const value = parse(data);
  if (!isObject(value)) return {};
  const error = errorMessage(value);
  if (error !== undefined) return { error };
  const result: ReadChunk = {};
  const delta = readDelta(firstChoice(value)?.['delta']);
  if (delta !== undefined) result.delta = delta;
  const usage = readUsage(value['usage']);
  if (usage !== undefined) result.usage = usage;
  return result;
}

/** A whole (non-streamed) answer: `choices[0].message`, its usage, or its error. */
export function readAnswerJson(text: string): ReadChunk {
  const value = parse(text);
  if (!isObject(value)) return { error: text.trim() === '' ? 'empty answer' : text.slice(0, 500) };
  const error = errorMessage(value);
  if (error !== undefined) return { error };
  const result: ReadChunk = {};
  const delta = readDelta(firstChoice(value)?.['message']);
  if (delta !== undefined) result.delta = delta;
  const usage = readUsage(value['usage']);
  if (usage !== undefined) result.usage = usage;
  return result;
}

/** The text of a refused request's body, else the status text. */
export function readErrorText(body: string, statusText: string): string {
  const value = parse(body);
  const message = isObject(value) ? errorMessage(value) : undefined;
  if (message !== undefined) return message;
  return body.trim() !== '' && body.length <= 500 && !body.trimStart().startsWith('<') ? body.trim() : statusText;
}
