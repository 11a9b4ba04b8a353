import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { ParsedResponse } from '../spec/operation-adaptor.ts';

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * A JSON transcription / translation answer (`json` or `verbose_json`). OpenAI reports what it billed
 * in one of three ways, and the relay bills by the same: token usage (`usage.type: "tokens"`, the
 * gpt-4o-transcribe family), seconds (`usage.type: "duration"`, whisper-1), or only the verbose
 * `duration` field. Text formats (text, srt, vtt) never reach this parser.
 */
export function parseTranscriptionResponse(json: unknown, convertUsage: (raw: unknown) => NormalizedUsage | null): ParsedResponse {
  const answer = (typeof json === 'object' && json !== null ? json : {}) as { usage?: { type?: unknown; seconds?: unknown }; duration?: unknown };
  const usage = answer.usage;
  if (usage?.type === 'duration') {
    const seconds = positive(usage.seconds) ?? positive(answer.duration);
    return seconds === undefined ? { body: json, usage: null } : { body: json, usage: null, durationSeconds: seconds };
  }
  const parsed: ParsedResponse = { body: json, usage: convertUsage(usage) };
  const seconds = positive(answer.duration);
  if (seconds !== undefined) parsed.durationSeconds = seconds;
  return parsed;
}
