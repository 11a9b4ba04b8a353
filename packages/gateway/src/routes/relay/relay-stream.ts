import type { Context } from 'hono';
import { logMessage, type LogMessage } from '@gateway/domain';
import { serializeSseData, serializeSseEvent, serializeStreamChunk, sseDone, type NormalizedUsage, type StreamOutput } from '@gateway/providers';
import { upstreamChunks, webStreamResponse, type ClientSink } from '../../platform/relay-transport.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { estimateUsage, type UsageEstimate } from '../../services/token-count/index.ts';
import { generatedText } from './generated-text.ts';
import { REQUEST_ID_HEADER } from '../../middleware/request-id/index.ts';
import { relayCorsHeaders } from '../../middleware/relay-cors/index.ts';
import { settleSuccess, type RelayBill } from './relay-settlement.ts';
import type { UpstreamSuccess } from './upstream-attempts.ts';
import { keepAliveSink } from './stream-keepalive.ts';
import { rememberResponse } from './responses-conversation.ts';

/** Generated characters kept for a missing-usage estimate (~16k tokens); the rest is extrapolated by length. */
const KEPT_GENERATED_CHARACTERS = 64 * 1024;

/** Response headers for event streams, as new-api sends them (X-Accel-Buffering stops proxy buffering). */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** End of the last complete SSE event in `bytes` (after its blank line: LF LF or CR LF CR LF), or 0. */
function lastEventEnd(bytes: Uint8Array): number {
  for (let index = bytes.length - 1; index > 0; index -= 1) {
    if (bytes[index] !== 10) continue;
    if (bytes[index - 1] === 10) return index + 1;
    if (index >= 3 && bytes[index - 1] === 13 && bytes[index - 2] === 10 && bytes[index - 3] === 13) return index + 1;
  }
  return 0;
}

/** Two pieces of the answer as one (bytes stay bytes when both are). */
function joinPieces(first: Uint8Array | string, second: Uint8Array | string): Uint8Array | string {
  if (first.length === 0) return second;
  if (second.length === 0) return first;
  if (typeof first !== 'string' && typeof second !== 'string') return concatBytes(first, second);
  const decoder = new TextDecoder();
  return (typeof first === 'string' ? first : decoder.decode(first)) + (typeof second === 'string' ? second : decoder.decode(second));
}

function concatBytes(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first, 0);
  joined.set(second, first.length);
  return joined;
}

/**
 * Streaming policy — one table, tested in test/relay-stream*.test.ts:
 *
 * | situation                         | client sees                                   | billed                                      |
 * |-----------------------------------|-----------------------------------------------|---------------------------------------------|
 * | normal end with upstream usage    | every event as it arrived; usage chunk only   | the upstream usage                          |
 * |                                   | when the client asked include_usage           |                                             |
 * | normal end without usage          | the same; a synthetic usage chunk before      | prompt and streamed text counted by the     |
 * |                                   | [DONE] if asked                               | tokenizer (services/token-count)            |
 * | malformed event / choices: null   | the event dropped / repaired, stream goes on  | as above                                    |
 * | upstream error event mid-stream   | the events so far + the error event, then end | what was streamed (usage if sent, else est.)|
 * | upstream connection breaks        | the events so far, then end                   | what was streamed                           |
 * | client disconnects                | —  (the upstream request is aborted)          | what was streamed                           |
 *
 * include_usage is always asked of the upstream (the adaptors force it). When the client asked for it
 * too and the adaptor allows pass-through, each complete upstream event goes out as the upstream wrote
 * it (no re-serialisation); otherwise, and for any step the parser had to repair, the parsed chunks are
 * re-serialised with the usage removed when the client did not ask for it.
 *
 * The loop pushes into a ClientSink: on Node straight into the socket response, elsewhere a web
 * ReadableStream. A write waits while the client is slow, so the upstream is read at the client's pace.
 */
export function answerStream(context: Context, services: GatewayServices, bill: RelayBill, upstream: UpstreamSuccess, abortUpstream: () => void): Response {
  const { adaptor, channel } = upstream;
  const format = adaptor.streamFormat ?? 'openai';
  const setting = channel.setting;
  // Only OpenAI-format streams have the include_usage choice; Anthropic events always carry their usage.
  const openAiFormat = format === 'openai';
  const passthrough =
    adaptor.streamPassthrough === true && (bill.request.includeUsage || !openAiFormat) && !setting.thinking_to_content && !setting.force_format;
  // In pass-through mode the parser may scan (usage, errors, repairs, text) instead of building every chunk.
  const parser = adaptor.createStreamParser!(passthrough ? { ...upstream.context, forwardsRawEvents: true } : upstream.context);
  let usage: NormalizedUsage | null = null;
  /** Generated text so far: the tokenizer counts it only when the upstream sends no usage. */
  // Generated text for the tokenizer in case the upstream never reports usage — kept up to a bound, so a
  // long stream does not hold its whole answer in memory; beyond it only the length is counted.
  let generated = '';
  let generatedLength = 0;
  let estimate: UsageEstimate | undefined;
  let firstResponseMs = -1000;
  /** Responses API: the id the stream created, remembered before its end reaches the client (ADR 0035). */
  let responseId: string | undefined;
  /** A converted Responses stream's final Response object, stored by the gateway (ADR 0038). */
  let completedResponse: unknown;

  /** The step's chunks as SSE text: usage removed unless the client asked for it, plus an error event. */
  function serialize(output: StreamOutput): string {
    let text = '';
    for (const chunk of output.chunks) {
      const record = chunk as Record<string, unknown>;
      if (openAiFormat && !bill.request.includeUsage && record.usage !== undefined) {
        const choices = record.choices;
        // A chunk that only carried usage is dropped, not sent empty.
        if (Array.isArray(choices) && choices.length === 0) continue;
        delete record.usage;
      }
      text += serializeStreamChunk(format, chunk);
    }
    if (output.error !== null) {
      text += openAiFormat
        ? serializeSseData({ error: output.error.error })
        : serializeSseEvent('error', { type: 'error', error: { type: output.error.error.type, message: output.error.error.message } });
    }
    return text;
  }

  function keepGenerated(text: string): void {
    generatedLength += text.length;
    if (generated.length < KEPT_GENERATED_CHARACTERS) generated += text.slice(0, KEPT_GENERATED_CHARACTERS - generated.length);
  }

  /** The tokenizer's count of the kept text, scaled to the whole streamed length when it was cut. */
  async function estimateStreamed(): Promise<UsageEstimate> {
    const counted = await estimateUsage(upstream.context.model, bill.request.body, generated);
    if (generatedLength <= generated.length || generated.length === 0) return counted;
    return { ...counted, completionTokens: Math.ceil((counted.completionTokens * generatedLength) / generated.length) };
  }

  function account(output: StreamOutput): void {
    if (output.usage !== null) usage = output.usage;
    if (output.responseId !== undefined) responseId = output.responseId;
    if (output.completedResponse !== undefined) completedResponse = output.completedResponse;
    if (output.error !== null) services.channelHealth.report(channel, output.error);
    for (const chunk of output.chunks) keepGenerated(generatedText(chunk));
    // A scanning parser (pass-through) reports the step's text without building its chunks.
    if (output.generatedText !== undefined) keepGenerated(output.generatedText);
  }

  /** The final usage chunk the client asked for (include_usage) when the upstream sent none, with the estimate billed. */
  function syntheticUsage(): string {
    const prompt = estimate?.promptTokens ?? bill.request.promptEstimate;
    const completion = estimate?.completionTokens ?? 0;
    const usageChunk = {
      id: `chatcmpl-${context.get('requestId') as string}`,
      object: 'chat.completion.chunk',
      created: services.nowSeconds(),
      model: bill.request.model,
      choices: [],
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    };
    return serializeSseData(usageChunk);
  }

  /** When the upstream ends without any usage, the synthetic usage chunk the client asked for goes in before `[DONE]`. */
  function needsSyntheticUsage(output: StreamOutput): boolean {
    return openAiFormat && output.done && usage === null && bill.request.includeUsage;
  }

  function withSyntheticUsage(text: string): string {
    const at = text.lastIndexOf('data: [DONE]');
    return at < 0 ? text + syntheticUsage() : text.slice(0, at) + syntheticUsage() + text.slice(at);
  }

  async function pump(client: ClientSink): Promise<void> {
    // Keep-alive pings while the upstream is silent (general_setting.ping_interval_*); the same sink when off.
    const sink = keepAliveSink(client, services.options);
    let interruption: LogMessage | undefined;
    sink.onClientGone(() => {
      interruption = logMessage('clientDisconnected');
      abortUpstream();
    });
    const decoder = new TextDecoder();
    // Pass-through bytes after the last complete event, held until that event completes: the client
    // only ever receives whole events, so a repaired step can switch to re-serialised output cleanly.
    let pending: Uint8Array | null = null;
    // The step that carried the upstream's end goes out with the end of the answer (one write on Node).
    let tail: Uint8Array | string = '';
    let ended = false;
    try {
      for await (const bytes of upstreamChunks(upstream.response)) {
        if (firstResponseMs < 0) firstResponseMs = services.platform.clock.now() - bill.startedAt;
        const output = parser.feed(decoder.decode(bytes, { stream: true }));
        account(output);
        // The synthetic usage chunk carries the tokenizer's count (loaded only on this no-usage path).
        if (needsSyntheticUsage(output)) estimate = await estimateStreamed();
        let out: Uint8Array | string;
        if (passthrough) {
          const joined: Uint8Array = pending === null ? bytes : concatBytes(pending, bytes);
          const cut = lastEventEnd(joined);
          pending = cut === joined.length ? null : joined.slice(cut);
          // The upstream's own bytes go out untouched; a step the parser had to repair (malformed JSON,
          // choices: null) goes out re-serialised instead.
          if (output.repaired === true) out = serialize(output);
          else if (needsSyntheticUsage(output)) out = withSyntheticUsage(decoder.decode(joined.subarray(0, cut)));
          else out = joined.subarray(0, cut);
        } else {
          out = serialize(output);
        }
        if (output.done) tail = joinPieces(tail, out);
        else if (out.length > 0 && !sink.closed) await sink.write(out);
        if (output.error !== null) {
          interruption = logMessage('upstreamErrorMidStream', { message: output.error.error.message });
          abortUpstream();
          ended = true;
          break;
        }
      }
      if (!ended) {
        const output = parser.end();
        account(output);
        if (usage === null && bill.request.includeUsage && estimate === undefined) estimate = await estimateStreamed();
        let out: Uint8Array | string;
        if (passthrough && output.repaired !== true && output.error === null) {
          out = pending ?? '';
          if (needsSyntheticUsage(output)) out = withSyntheticUsage(typeof out === 'string' ? out : decoder.decode(out));
        } else {
          out = serialize(output);
        }
        if (output.error !== null) interruption = logMessage('upstreamErrorMidStream', { message: output.error.error.message });
        else if (!passthrough && openAiFormat) out += (bill.request.includeUsage && usage === null ? syntheticUsage() : '') + sseDone;
        tail = joinPieces(tail, out);
      }
    } catch (error) {
      if (interruption === undefined) {
        interruption = logMessage('upstreamStreamBroke', { message: error instanceof Error ? error.message : String(error) });
        services.platform.logger.warn('relay stream ended early', { channel: channel.id, error: error instanceof Error ? error.message : String(error) });
      }
    }
    // Interrupted streams without usage are billed for the text that came (the tokenizer's count).
    if (usage === null && estimate === undefined) estimate = await estimateStreamed();
    if (responseId !== undefined) await rememberResponse(services, bill, upstream, responseId, completedResponse);
    const settled = settleSuccess(services, bill, {
      channelId: channel.id,
      usedChannels: upstream.usedChannels,
      upstreamModel: upstream.context.model,
      usage,
      estimatedPrompt: usage === null ? estimate?.promptTokens : undefined,
      estimatedCompletion: usage === null ? estimate?.completionTokens : undefined,
      firstResponseMs,
      interruption,
    }).catch((error: unknown) => {
      services.platform.logger.error('relay settlement failed', { error: error instanceof Error ? error.message : String(error), user: bill.caller.user.id });
    });
    services.platform.waitUntil(settled);
    await settled;
    sink.end(sink.closed ? undefined : tail);
  }

  const headers: Record<string, string> = { ...STREAM_HEADERS, [REQUEST_ID_HEADER]: context.get('requestId') as string };
  // Written straight to the socket on Node, so the CORS headers of relayCors are added here too.
  if (context.req.header('origin') !== undefined) Object.assign(headers, relayCorsHeaders());
  return services.platform.relayTransport?.respondStream?.(context, headers, pump) ?? webStreamResponse(context, headers, pump);
}
