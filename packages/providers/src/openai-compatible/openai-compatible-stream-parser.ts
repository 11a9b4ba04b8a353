import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { StreamOutput, StreamParser } from '../spec/operation-adaptor.ts';
import { mapUpstreamError } from '../shared/map-upstream-error.ts';
import { emptyStreamOutput } from '../shared/stream-output.ts';
import { createSseParser, type SseEvent } from '../sse/create-sse-parser.ts';

export interface OpenAICompatibleStreamOptions {
  /**
   * Scan instead of parsing every event (the relay forwards the upstream bytes itself): only events
   * that may carry usage or an error are parsed; the generated text is read with a regular expression.
   * A step with an event that needs repair is parsed whole, as without this option.
   */
  scanOnly?: boolean;
}

/** Payloads that may carry a usage object or an error object (`"usage":null` on every OpenAI chunk does not count). */
const USAGE_OR_ERROR = /"(?:usage|error)":\s*\{/;
/** `choices: null` or `choices: {}` (vLLM and others): clients index into an array, so these are repaired. */
const BAD_CHOICES = /"choices":\s*(?:null|\{)/;

/** String fields whose values are generated text (content, reasoning, completions text, tool calls). */
const GENERATED_FIELD = /"(?:content|reasoning_content|text|arguments|name)":"((?:[^"\\]|\\.)*)"/g;

function generatedTextOf(data: string): string {
  let text = '';
  GENERATED_FIELD.lastIndex = 0;
  for (let match = GENERATED_FIELD.exec(data); match !== null; match = GENERATED_FIELD.exec(data)) {
    const raw = match[1]!;
    text += raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
  }
  return text;
}

/** A data payload that cannot go to the client as it is: not a JSON object, or `choices: null`. */
function needsRepair(data: string): boolean {
  if (data === '[DONE]') return false;
  const first = data.charCodeAt(0);
  const last = data.charCodeAt(data.length - 1);
  // '{' … '}' (leading/trailing whitespace is rare enough to take the careful path).
  if (first !== 123 || last !== 125) return true;
  // A frame without choices (keep-alive, usage-only from some vendors) gets `choices: []` too.
  return BAD_CHOICES.test(data) || !data.includes('"choices"');
}

/**
 * Parses an OpenAI-format SSE stream (chat or completions): every JSON event is forwarded as it arrives,
 * `usage` is converted when a chunk carries one, `[DONE]` marks the end, an event with an `error` object
 * (OpenAI, or OpenRouter's mid-stream provider failure) is reported instead of forwarded.
 * A chunk whose `choices` is null, an object or missing (vLLM, keep-alive frames) is repaired to `[]` so
 * clients do not crash.
 */
export function createOpenAICompatibleStreamParser(
  convertUsage: (raw: unknown) => NormalizedUsage | null,
  options: OpenAICompatibleStreamOptions = {},
): StreamParser {
  const sse = createSseParser();

  /** One parsed event into `output`; false when it was dropped. */
  function take(data: string, output: StreamOutput): Record<string, unknown> | undefined {
    let chunk: Record<string, unknown>;
    try {
      chunk = JSON.parse(data) as Record<string, unknown>;
    } catch {
      // A malformed event cannot be forwarded as JSON; dropping it keeps the client's stream valid.
      output.repaired = true;
      return undefined;
    }
    if (typeof chunk.error === 'object' && chunk.error !== null) {
      output.error = mapUpstreamError(500, data);
      return undefined;
    }
    if (!Array.isArray(chunk.choices)) {
      chunk.choices = [];
      output.repaired = true;
    }
    // Moonshot puts the final usage inside the choice instead of beside it.
    const rawUsage = chunk.usage ?? (chunk.choices as Array<{ usage?: unknown }> | undefined)?.[0]?.usage;
    if (rawUsage !== undefined && rawUsage !== null) {
      const usage = convertUsage(rawUsage);
      if (usage !== null) output.usage = usage;
    }
    return chunk;
  }

  function collect(events: SseEvent[]): StreamOutput {
    const output = emptyStreamOutput();
    for (const event of events) {
      if (event.data === '[DONE]') {
        output.done = true;
        continue;
      }
      const chunk = take(event.data, output);
      if (chunk !== undefined) output.chunks.push(chunk);
    }
    return output;
  }

  /** Scan mode: parse only what may carry usage or an error; the rest is read for its text. */
  function scan(events: SseEvent[]): StreamOutput {
    for (const event of events) if (needsRepair(event.data)) return collect(events);
    const output = emptyStreamOutput();
    let text = '';
    for (const event of events) {
      const data = event.data;
      if (data === '[DONE]') {
        output.done = true;
        continue;
      }
      if (USAGE_OR_ERROR.test(data)) {
        const chunk = take(data, output);
        if (chunk !== undefined) output.chunks.push(chunk);
        continue;
      }
      text += generatedTextOf(data);
    }
    output.generatedText = text;
    return output;
  }

  const step = options.scanOnly === true ? scan : collect;
  return {
    feed: (chunkText) => step(sse.feed(chunkText)),
    end: () => step(sse.end()),
  };
}
