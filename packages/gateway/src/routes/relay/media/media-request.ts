import type { Operation } from '@gateway/providers';

/** What an images request bills, with new-api's defaults filled in. */
export interface ImageFacts {
  count: number;
  size: string;
  quality: string;
}

/** Facts of a media request that billing needs, found while parsing it. */
export interface MediaFacts {
  images?: ImageFacts;
  /** Transcriptions / translations: seconds of the uploaded file from its WAV/MP3 header; absent when unknown. */
  fileSeconds?: number;
  /** Transcriptions / translations: the answer format asked (`json` when absent). */
  responseFormat?: string;
}

export type MediaCheck = { ok: true; media: MediaFacts | undefined } | { ok: false; message: string; param: string };

/**
 * Sizes the DALL·E models accept (new-api's list); other image models get whatever their vendor takes.
 * A Map: the model is the client's string, and "constructor" must not find Object.prototype's member.
 */
const DALL_E_SIZES: ReadonlyMap<string, readonly string[]> = new Map([
  ['dall-e', ['256x256', '512x512', '1024x1024']],
  ['dall-e-2', ['256x256', '512x512', '1024x1024']],
  ['dall-e-3', ['1024x1024', '1024x1792', '1792x1024']],
]);

/** OpenAI's own bound on images per request. */
const MAX_IMAGES = 10;

function refuse(message: string, param: string): MediaCheck {
  return { ok: false, message, param };
}

/**
 * images/generations (checked as new-api does): prompt required; n an integer 1–10 (1 for dall-e-3),
 * default 1; size written with 'x', one of the model's sizes for DALL·E, default 1024x1024; quality
 * default standard. The defaults are for billing only: the upstream gets the client's body as sent
 * (gpt-image-1 rejects quality "standard").
 */
function checkImages(body: Record<string, unknown>, model: string): MediaCheck {
  if (typeof body.prompt !== 'string' || body.prompt.trim() === '') return refuse('prompt is required', 'prompt');
  const count = body.n ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_IMAGES)
    return refuse(`n must be an integer between 1 and ${MAX_IMAGES}`, 'n');
  if (model === 'dall-e-3' && count !== 1) return refuse('n must be 1 for dall-e-3', 'n');
  const size = body.size ?? '1024x1024';
  if (typeof size !== 'string') return refuse('size must be a string such as 1024x1024', 'size');
  if (size.includes('×')) return refuse("size must use 'x', not the multiplication sign '×'", 'size');
  const sizes = DALL_E_SIZES.get(model);
  if (sizes !== undefined && !sizes.includes(size)) return refuse(`size must be one of ${sizes.join(', ')} for ${model}`, 'size');
  const quality = body.quality ?? 'standard';
  if (typeof quality !== 'string') return refuse('quality must be a string', 'quality');
  return { ok: true, media: { images: { count, size, quality } } };
}

/** audio/speech: the text to speak is required. */
function checkSpeech(body: Record<string, unknown>): MediaCheck {
  if (typeof body.input !== 'string' || body.input === '') return refuse('input is required', 'input');
  return { ok: true, media: {} };
}

/** Shared answer for every non-media request (no allocation on the hot path). */
const NOT_MEDIA: MediaCheck = { ok: true, media: undefined };

/** Validates the JSON media operations; other operations pass with no media facts. */
export function checkMediaFields(operation: Operation, body: Record<string, unknown>, model: string): MediaCheck {
  if (operation === 'images') return checkImages(body, model);
  if (operation === 'audioSpeech') return checkSpeech(body);
  return NOT_MEDIA;
}
