import type { Operation } from '@gateway/providers';
import { MODEL_NAME_MAX } from '@gateway/domain';
import { checkMediaFields, type MediaFacts } from './media/media-request.ts';
import { parseRelayJsonBody, positiveInteger } from './relay-json-body.ts';

/** The largest max_tokens accepted (new-api's limit). */
export const MAX_TOKENS_LIMIT = 2 ** 30;

/** A client request body after its one JSON parse, with what routing and billing need from it. */
export interface RelayRequest {
  operation: Operation;
  body: Record<string, unknown>;
  model: string;
  stream: boolean;
  /** The client set stream_options.include_usage: only then does it receive the usage chunk. */
  includeUsage: boolean;
  maxTokens: number | undefined;
  /**
   * Prompt tokens bounded cheaply from the body size (characters / 4), for the reservation only: the
   * hot path never tokenizes. Usage missing from the upstream is counted by services/token-count.
   */
  promptEstimate: number;
  /** Multipart operations (transcriptions): the client's form, sent to the upstream instead of `body`. */
  form?: FormData;
  /** Images and audio: what billing needs (image count, size, quality; audio seconds); undefined otherwise. */
  media?: MediaFacts | undefined;
  /** Reads a client request header; set by the handler, read only where a provider forwards one (anthropic-version, anthropic-beta). */
  clientHeader?: (name: string) => string | undefined;
  /** Set when the channel served the operation through a conversion (`responses_to_chat`, ADR 0038), for the log row. */
  conversion?: string;
}

export type ParsedRelayRequest = { ok: true; request: RelayRequest } | { ok: false; message: string; param?: string };

/** Required input per operation: chat needs messages, completions a prompt, embeddings and moderations an input. */
const requiredField: Partial<Record<Operation, string>> = {
  chat: 'messages',
  completions: 'prompt',
  embeddings: 'input',
  moderations: 'input',
  rerank: 'query',
  messages: 'messages',
  countTokens: 'messages',
  images: 'prompt',
  audioSpeech: 'input',
};

/** The model an operation uses when the body names none (new-api's defaults). */
const defaultModel: Partial<Record<Operation, string>> = { moderations: 'text-moderation-stable', images: 'dall-e-2', audioSpeech: 'tts-1' };

/** Operations that can stream. */
const streamingOperations: ReadonlySet<Operation> = new Set(['chat', 'completions', 'messages', 'responses']);

/** Characters per token of the cheap reservation bound (the tokenizer counts billed estimates). */
export const CHARACTERS_PER_TOKEN = 4;

/** Parses and validates a relay body; a refusal carries the OpenAI `param` it is about. */
export function parseRelayRequest(operation: Operation, text: string): ParsedRelayRequest {
  const parsed = parseRelayJsonBody(text);
  if (!parsed.ok) return parsed;
  const record = parsed.body;
  const model = record.model ?? defaultModel[operation];
  if (typeof model !== 'string' || model.trim() === '') return { ok: false, message: 'model is required', param: 'model' };
  // No channel can serve a longer name (channel model lists refuse them), and the log could not index it.
  if (model.length > MODEL_NAME_MAX) return { ok: false, message: `model must be at most ${MODEL_NAME_MAX} characters`, param: 'model' };
  const field = requiredField[operation];
  if (field !== undefined && (record[field] === undefined || record[field] === null)) return { ok: false, message: `${field} is required`, param: field };
  // The Responses API names it max_output_tokens.
  const maxTokens = positiveInteger(record.max_tokens) ?? positiveInteger(record.max_completion_tokens) ?? positiveInteger(record.max_output_tokens);
  if (maxTokens !== undefined && maxTokens > MAX_TOKENS_LIMIT) return { ok: false, message: 'max_tokens is invalid', param: 'max_tokens' };
  const media = checkMediaFields(operation, record, model);
  if (!media.ok) return media;
  const stream = streamingOperations.has(operation) && record.stream === true;
  const streamOptions = record.stream_options as { include_usage?: unknown } | undefined;
  return {
    ok: true,
    request: {
      operation,
      body: record.model === model ? record : { ...record, model },
      model,
      stream,
      includeUsage: stream && streamOptions?.include_usage === true,
      maxTokens,
      promptEstimate: Math.ceil(text.length / CHARACTERS_PER_TOKEN),
      media: media.media,
    },
  };
}
