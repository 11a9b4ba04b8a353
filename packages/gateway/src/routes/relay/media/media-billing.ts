import {
  audioDurationTokens,
  computeCost,
  imageQualityRatio,
  imageSizeRatio,
  logMessage,
  type ImageUsage,
  type LogMessage,
  type TokenSource,
} from '@gateway/domain';
import type { NormalizedUsage, ParsedResponse } from '@gateway/providers';
import type { PriceQuote } from '../../../services/billing/model-price.ts';
import { estimateTokens } from '../generated-text.ts';
import type { RelayRequest } from '../relay-request.ts';
import type { ImageFacts } from './media-request.ts';

/** A usage of prompt tokens only: what speech and transcriptions bill. */
export function promptUsage(tokens: number, raw?: unknown): NormalizedUsage {
  return { inputTokens: tokens, cachedInputTokens: 0, cacheWriteTokens: 0, outputTokens: 0, reasoningTokens: 0, ...(raw === undefined ? {} : { raw }) };
}

/** The per-image billing units of an images request: count, size ratio and quality ratio. */
export function imageUsage(facts: ImageFacts, model: string): ImageUsage {
  return { count: facts.count, sizeRatio: imageSizeRatio(facts.size), qualityRatio: imageQualityRatio(model, facts.quality, facts.size) };
}

/**
 * The quote a media request bills with: a ratio-priced image model turns its ratio into a per-image
 * price, which needs QuotaPerUnit; everything else is the model's quote unchanged.
 */
export function mediaQuote(request: RelayRequest, quote: PriceQuote, quotaPerUnit: number): PriceQuote {
  if (request.operation !== 'images' || quote.pricing.kind !== 'ratio') return quote;
  return { ...quote, pricing: { ...quote.pricing, quotaPerUnit } };
}

/** Speech prompt tokens (as new-api counts them): the character count for tts-* models, else a token estimate of the input. */
export function speechTokens(model: string, input: string): number {
  return model.startsWith('tts') ? [...input].length : estimateTokens(input.length);
}

/**
 * The reservation of a media request. Images and speech cost exactly what is known before
 * the upstream call, so that is reserved (new-api only checks the balance for images; reserving the
 * exact cost keeps concurrent requests from overdrawing). Transcriptions reserve the file's duration
 * when its header told it, else PreConsumedQuota tokens.
 */
export function estimateMediaQuota(request: RelayRequest, quote: PriceQuote, preConsumedTokens: number): number {
  const media = request.media ?? {};
  if (media.images !== undefined) {
    return computeCost(
      { promptTokens: media.images.count, completionTokens: 0, images: imageUsage(media.images, request.model) },
      quote.pricing,
      quote.groupRatio,
    );
  }
  if (request.operation === 'audioSpeech') {
    return computeCost({ promptTokens: speechTokens(request.model, String(request.body.input)), completionTokens: 0 }, quote.pricing, quote.groupRatio);
  }
  const tokens = media.fileSeconds === undefined ? preConsumedTokens : audioDurationTokens(media.fileSeconds);
  return computeCost({ promptTokens: tokens, completionTokens: 0 }, quote.pricing, quote.groupRatio);
}

/**
 * What a transcription or translation bills, first source that has it:
 *
 * | source                                                   | prompt tokens                      |
 * |----------------------------------------------------------|------------------------------------|
 * | upstream token usage (gpt-4o-transcribe `usage.tokens`)  | its input tokens (+ output tokens) |
 * | upstream seconds (`usage.seconds`, verbose `duration`)   | 1000 per minute                    |
 * | the uploaded file's WAV / MP3 header                     | 1000 per minute                    |
 * | none (text answer for m4a/ogg/webm/flac …)               | PreConsumedQuota                   |
 */
export function transcriptionUsage(
  parsed: ParsedResponse | undefined,
  fileSeconds: number | undefined,
  preConsumedTokens: number,
): { usage: NormalizedUsage; note: LogMessage; source: TokenSource } {
  if (parsed?.usage != null) return { usage: parsed.usage, note: logMessage('audioTokensFromUpstream'), source: 'upstream' };
  if (parsed?.durationSeconds !== undefined) {
    return {
      usage: promptUsage(audioDurationTokens(parsed.durationSeconds)),
      note: logMessage('audioSecondsFromUpstream', { seconds: parsed.durationSeconds }),
      source: 'upstream',
    };
  }
  if (fileSeconds !== undefined)
    return {
      usage: promptUsage(audioDurationTokens(fileSeconds)),
      note: logMessage('audioSecondsFromFile', { seconds: Math.round(fileSeconds * 100) / 100 }),
      source: 'counted',
    };
  return { usage: promptUsage(preConsumedTokens), note: logMessage('audioDurationUnknown'), source: 'estimated' };
}
