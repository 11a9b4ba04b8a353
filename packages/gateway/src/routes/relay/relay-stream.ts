import type { Context } from 'hono';
import { serializeSseData, serializeSseEvent, serializeStreamChunk, sseDone, type NormalizedUsage, type StreamOutput } from '@gateway/providers';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { estimateTokens, generatedCharacters } from './generated-text.ts';
import { settleSuccess, type RelayBill } from './relay-settlement.ts';
import type { UpstreamSuccess } from './upstream-attempts.ts';

/** Reference §3.9 response headers for event streams. */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/**
 * Streaming policy (DESIGN §5, issue "Relay" item 6) — one table, tested in test/relay-stream*.test.ts:
 *
 * | situation                         | client sees                                   | billed                                      |
 * |-----------------------------------|-----------------------------------------------|---------------------------------------------|
 * | normal end with upstream usage    | every event as it arrived; usage chunk only   | the upstream usage                          |
 * |                                   | when the client asked include_usage           |                                             |
 * | normal end without usage          | the same; a synthetic usage chunk before      | prompt: body chars/4, completion: streamed  |
 * |                                   | [DONE] if asked                               | text chars/4 (no tokenizer installed)       |
 * | upstream error event mid-stream   | the events so far + the error event, then end | what was streamed (usage if sent, else est.)|
 * | upstream connection breaks        | the events so far, then end                   | what was streamed                           |
 * | client disconnects                | —  (the upstream fetch is aborted)            | what was streamed                           |
 *
 * include_usage is always asked of the upstream (the adaptors force it). When the client asked for it
 * too and the adaptor allows pass-through, the upstream bytes are forwarded untouched; otherwise each
 * parsed chunk is re-serialised with its usage removed.
 */
export function answerStream(context: Context, services: GatewayServices, bill: RelayBill, upstream: UpstreamSuccess, abortUpstream: () => void): Response {
  const { adaptor, channel } = upstream;
  const format = adaptor.streamFormat ?? 'openai';
  const setting = channel.setting;
  // Only OpenAI-format streams have the include_usage choice; Anthropic events always carry their usage.
  const openAiFormat = format === 'openai';
  // `let`: a step whose events the parser had to drop or repair ends pass-through for the rest of the stream.
  let passthrough = adaptor.streamPassthrough === true && (bill.request.includeUsage || !openAiFormat) && !setting.thinking_to_content && !setting.force_format;
  const parser = adaptor.createStreamParser!(upstream.context);
  const reader = upstream.response.body!.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let usage: NormalizedUsage | null = null;
  let characters = 0;
  let firstResponseMs = -1000;
  let settled: Promise<unknown> | null = null;
  let cancelled = false;
  /** Pieces sent to the client so far; pull() reads until this moves. */
  let sent = 0;

  function send(controller: ReadableStreamDefaultController<Uint8Array>, bytes: Uint8Array): void {
    sent += 1;
    controller.enqueue(bytes);
  }

  function settle(interruption?: string): Promise<unknown> {
    settled ??= settleSuccess(services, bill, {
      channelId: channel.id,
      usedChannels: upstream.usedChannels,
      upstreamModel: upstream.context.model,
      usage,
      estimatedCompletion: usage === null ? estimateTokens(characters) : undefined,
      firstResponseMs,
      interruption,
    }).catch((error: unknown) => {
      services.platform.logger.error('relay settlement failed', { error: error instanceof Error ? error.message : String(error), user: bill.caller.user.id });
    });
    return settled;
  }

  /** Tracks usage and text of one parser step; re-serialises its chunks unless passing bytes through. */
  function step(output: StreamOutput, controller: ReadableStreamDefaultController<Uint8Array>): void {
    if (output.repaired === true) passthrough = false;
    if (output.usage !== null) usage = output.usage;
    let text = '';
    for (const chunk of output.chunks) {
      characters += generatedCharacters(chunk);
      if (passthrough) continue;
      const record = chunk as Record<string, unknown>;
      if (openAiFormat && !bill.request.includeUsage && record.usage !== undefined) {
        const choices = record.choices;
        // A chunk that only carried usage is dropped, not sent empty.
        if (Array.isArray(choices) && choices.length === 0) continue;
        delete record.usage;
      }
      text += serializeStreamChunk(format, chunk);
    }
    if (output.error !== null && !passthrough) {
      text += openAiFormat ? serializeSseData({ error: output.error.error }) : serializeSseEvent('error', { type: 'error', error: { type: output.error.error.type, message: output.error.error.message } });
    }
    if (text !== '') send(controller, encoder.encode(text));
  }

  /** The final usage chunk the client asked for when the upstream sent none (reference §3.9), with the estimate billed. */
  function syntheticUsage(): string {
    const prompt = bill.request.promptEstimate;
    const completion = estimateTokens(characters);
    const usageChunk = { id: `chatcmpl-${context.get('requestId') as string}`, object: 'chat.completion.chunk', created: services.nowSeconds(), model: bill.request.model, choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } };
    return serializeSseData(usageChunk);
  }

  /** A pass-through piece (after step() counted it); when it ends the stream without any usage, the synthetic usage chunk goes in before `[DONE]`. */
  function forward(value: Uint8Array, text: string, output: StreamOutput, controller: ReadableStreamDefaultController<Uint8Array>): void {
    const at = openAiFormat && output.done && usage === null ? text.lastIndexOf('data: [DONE]') : -1;
    send(controller, at < 0 ? value : encoder.encode(text.slice(0, at) + syntheticUsage() + text.slice(at)));
  }

  function closing(controller: ReadableStreamDefaultController<Uint8Array>): void {
    if (passthrough || format !== 'openai') return;
    const text = bill.request.includeUsage && usage === null ? syntheticUsage() : '';
    send(controller, encoder.encode(text + sseDone));
  }

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let interruption: string | undefined;
      try {
        // Keep reading until something was sent: a pull that enqueues nothing (an upstream piece holding
        // only `[DONE]`, a comment or half an event) would never be called again and the stream would stall.
        for (const before = sent; ; ) {
          const { value, done } = await reader.read();
          if (done) {
            const output = parser.end();
            step(output, controller);
            if (output.error !== null) interruption = `upstream error mid-stream: ${output.error.error.message}`;
            else closing(controller);
            break;
          }
          if (firstResponseMs < 0) firstResponseMs = services.platform.clock.now() - bill.startedAt;
          const text = decoder.decode(value, { stream: true });
          const output = parser.feed(text);
          // In pass-through mode step() only counts; the bytes themselves go out in forward().
          step(output, controller);
          if (passthrough) forward(value, text, output, controller);
          if (output.error !== null) {
            interruption = `upstream error mid-stream: ${output.error.error.message}`;
            abortUpstream();
            break;
          }
          if (sent !== before) return;
        }
      } catch (error) {
        interruption = `upstream stream broke: ${error instanceof Error ? error.message : String(error)}`;
      }
      await settle(interruption);
      if (!cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
      abortUpstream();
      services.platform.waitUntil(settle('client disconnected'));
    },
  });
  return context.body(body, 200, STREAM_HEADERS);
}
