import { convertGeminiToOpenAIRequest, type GeminiClientRequest } from '@gateway/providers';
import type { CountTokens } from './token-encoding.ts';

/**
 * Prompt tokens of a request body, counted the way OpenAI bills chat (the cookbook's
 * num_tokens_from_messages): 3 tokens per message, its role, content and name (+1 for a name), 3
 * priming the reply. Tool definitions are counted roughly (their name, description and parameter
 * JSON plus a small framing overhead); an image is a fixed cost per reference, since its pixels
 * are not in the body.
 */

const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_NAME = 1;
const REPLY_PRIMING_TOKENS = 3;
/** Framing of the tool list and of each definition (rough: OpenAI does not publish the format). */
const TOOLS_OVERHEAD_TOKENS = 12;
const TOKENS_PER_TOOL = 8;
/** A high-detail 1024×1024 image (85 base + 4 tiles × 170); low detail is the 85 base. */
export const IMAGE_TOKENS = 765;
export const LOW_DETAIL_IMAGE_TOKENS = 85;

type Part = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function imageCost(part: Part): number {
  const detail = (part['image_url'] as { detail?: unknown } | undefined)?.detail ?? part['detail'];
  return detail === 'low' ? LOW_DETAIL_IMAGE_TOKENS : IMAGE_TOKENS;
}

/** Content as OpenAI (string or parts) or Anthropic (blocks) writes it. */
function contentTokens(content: unknown, count: CountTokens): number {
  if (typeof content === 'string') return count(content);
  if (!Array.isArray(content)) return 0;
  let total = 0;
  for (const part of content as Part[]) {
    if (part === null || typeof part !== 'object') continue;
    const type = part['type'];
    if (type === 'image_url' || type === 'image' || type === 'input_image') total += imageCost(part);
    else if (type === 'tool_use') total += count(text(part['name'])) + count(JSON.stringify(part['input'] ?? {}));
    else if (type === 'tool_result') total += contentTokens(part['content'], count);
    else total += count(text(part['text']));
  }
  return total;
}

function messageTokens(message: Part, count: CountTokens): number {
  let total = TOKENS_PER_MESSAGE + count(text(message['role'])) + contentTokens(message['content'], count);
  if (typeof message['name'] === 'string') total += count(message['name']) + TOKENS_PER_NAME;
  for (const call of (message['tool_calls'] as Array<{ function?: { name?: unknown; arguments?: unknown } }> | undefined) ?? []) {
    total += count(text(call.function?.name)) + count(text(call.function?.arguments));
  }
  return total;
}

function toolTokens(tools: unknown, count: CountTokens): number {
  if (!Array.isArray(tools) || tools.length === 0) return 0;
  let total = TOOLS_OVERHEAD_TOKENS;
  for (const tool of tools as Part[]) {
    // OpenAI nests the definition under `function`; Anthropic's tools are flat.
    const definition = (tool?.['function'] as Part | undefined) ?? tool ?? {};
    const parameters = definition['parameters'] ?? definition['input_schema'];
    total +=
      TOKENS_PER_TOOL +
      count(text(definition['name'])) +
      count(text(definition['description'])) +
      (parameters === undefined ? 0 : count(JSON.stringify(parameters)));
  }
  return total;
}

/** Chat (OpenAI messages or Anthropic messages + system) and tools. */
export function countChatPromptTokens(body: Record<string, unknown>, count: CountTokens): number {
  let total = REPLY_PRIMING_TOKENS;
  const system = body['system'];
  if (system !== undefined) total += TOKENS_PER_MESSAGE + contentTokens(system, count);
  for (const message of (Array.isArray(body['messages']) ? body['messages'] : []) as Part[]) {
    if (message !== null && typeof message === 'object') total += messageTokens(message, count);
  }
  return total + toolTokens(body['tools'], count);
}

/** A completions prompt or an embeddings input: a string, a list of strings, or token arrays (already counted). */
function inputTokens(input: unknown, count: CountTokens): number {
  if (typeof input === 'string') return count(input);
  if (!Array.isArray(input)) return 0;
  let total = 0;
  for (const item of input) total += typeof item === 'number' ? 1 : inputTokens(item, count);
  return total;
}

/** Prompt tokens of any relay body: messages when it has them (Gemini `contents` seen as chat), else prompt / input / query. */
export function countPromptTokens(body: Record<string, unknown>, count: CountTokens): number {
  if (Array.isArray(body['messages'])) return countChatPromptTokens(body, count);
  if (Array.isArray(body['contents'])) return countChatPromptTokens(convertGeminiToOpenAIRequest(body as GeminiClientRequest, '', false), count);
  const input = body['prompt'] ?? body['input'] ?? body['query'];
  return inputTokens(input, count) + inputTokens(body['documents'], count);
}
