import { mp3DurationSeconds } from './mp3-duration.ts';
import { wavDurationSeconds } from './wav-duration.ts';

/**
 * Seconds of an uploaded audio file read from its own header (no ffprobe on Workers): WAV and MP3
 * are understood; any other container (m4a, ogg, webm, flac …) gives undefined and the relay falls
 * back to the upstream's report or PreConsumedQuota (see media-billing.ts).
 */
export function audioDurationSeconds(bytes: Uint8Array): number | undefined {
  return wavDurationSeconds(bytes) ?? mp3DurationSeconds(bytes);
}
