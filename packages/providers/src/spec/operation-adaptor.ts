import type { NormalizedUsage } from './normalized-usage.ts';
import type { ProviderContext } from './provider-context.ts';
import type { ProviderError } from './provider-error.ts';
import type { UpstreamRequest } from './upstream-request.ts';

/** A parsed non-stream answer: the body to send the client (OpenAI-shaped, or Anthropic-shaped for `messages`). */
export interface ParsedResponse {
  body: unknown;
  /** null when the upstream reported none (the relay then estimates). */
  usage: NormalizedUsage | null;
  /** Seconds of audio the upstream says it processed (transcriptions: `duration`, `usage.seconds`). */
  durationSeconds?: number;
  /** The id of a stored object the answer created (Responses API `resp_…`), remembered for follow-up calls. */
  responseId?: string;
}

/** What one `feed` (or `end`) yields: payloads to forward now, in arrival order. */
export interface StreamOutput {
  /** Each becomes one SSE event for the client (see `serializeStreamChunk`). */
  chunks: unknown[];
  /** Set when usage became known in this step; the last non-null value is the final usage. */
  usage: NormalizedUsage | null;
  /** Set when the upstream reported an error inside the stream. */
  error: ProviderError | null;
  /** True once the upstream signalled the end (`[DONE]`, `message_stop`, …). */
  done: boolean;
  /**
   * Set when this step held an event the parser dropped or repaired (malformed JSON, `choices: null`):
   * its bytes must not reach the client as they are, so the relay leaves pass-through mode.
   */
  repaired?: boolean;
  /**
   * Set by a parser in scan mode (the relay forwards the upstream's own bytes, see
   * ProviderContext.forwardsRawEvents): the text generated in this step, for usage estimates. `chunks`
   * then holds only the events the scanner had to parse (usage or error carriers) and is not for
   * forwarding — unless the step is `repaired`, which always carries every chunk of the step.
   */
  generatedText?: string;
  /** Set once the stream named the object it creates (Responses API `response.created`). */
  responseId?: string;
  /**
   * Set by a converted Responses stream (chat upstream, ADR 0038) when it ends: the final Response object,
   * which the gateway stores itself because the upstream keeps nothing.
   */
  completedResponse?: unknown;
}

/** Stateful, incremental: accepts upstream text cut anywhere and keeps partial lines between calls. */
export interface StreamParser {
  feed(chunkText: string): StreamOutput;
  /** Flushes what is left at the end of the upstream body. */
  end(): StreamOutput;
}

/** The wire format of a stream's client-facing chunks (Gemini-native: plain `data:` events, no terminator; Responses: `event: response.*` named events, no terminator). */
export type StreamFormat = 'openai' | 'anthropic' | 'gemini' | 'responses';

/** One operation of one provider. Everything is pure; the relay does the I/O. */
export interface JsonOperationAdaptor<TInput = unknown> {
  responseType: 'json';
  buildRequest(input: TInput, context: ProviderContext): UpstreamRequest;
  parseResponse(json: unknown, context: ProviderContext): ParsedResponse;
  /** Absent when the operation never streams. */
  createStreamParser?: (context: ProviderContext) => StreamParser;
  /** Format of the chunks the stream parser emits. */
  streamFormat?: StreamFormat;
  /**
   * True when the upstream's events already are the client's format (OpenAI-compatible chat, native
   * Anthropic messages): the relay may forward the upstream bytes as they arrive and use the parser only
   * for usage, errors and the end, instead of re-serialising every chunk.
   */
  streamPassthrough?: boolean;
  mapError(status: number, bodyText: string): ProviderError;
  /**
   * Set when the operation is served by converting to another API of the channel (the Responses API over
   * chat completions: `'responses_to_chat'`, ADR 0038); the log row names it.
   */
  conversion?: string;
  /**
   * Calls on an object this operation created at the same upstream (Responses API: GET /v1/responses/{id},
   * its cancel, delete and input_items): `path` is relative to the API root, query string included.
   */
  buildFollowUp?: (method: 'GET' | 'POST' | 'DELETE', path: string, context: ProviderContext) => UpstreamRequest;
}

/** An operation whose success body is binary (audio speech): the relay pipes it through unchanged. */
export interface BinaryOperationAdaptor<TInput = unknown> {
  responseType: 'binary';
  buildRequest(input: TInput, context: ProviderContext): UpstreamRequest;
  mapError(status: number, bodyText: string): ProviderError;
}

export type OperationAdaptor<TInput = unknown> = JsonOperationAdaptor<TInput> | BinaryOperationAdaptor<TInput>;
