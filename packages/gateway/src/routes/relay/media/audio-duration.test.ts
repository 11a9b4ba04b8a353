import { describe, expect, it } from 'vitest';
import { audioDurationSeconds } from './audio-duration.ts';
import { mp3DurationSeconds, readFrameHeader } from './mp3-duration.ts';
import { wavDurationSeconds } from './wav-duration.ts';

/** A PCM WAV of `seconds` (16-bit, `channels`, `sampleRate`), optionally with an extra chunk before `data`. */
function wav(
  seconds: number,
  { sampleRate = 16000, channels = 1, dataSize, extraChunk = false }: { sampleRate?: number; channels?: number; dataSize?: number; extraChunk?: boolean } = {},
): Uint8Array {
  const byteRate = sampleRate * channels * 2;
  const samplesBytes = Math.round(seconds * byteRate);
  const extra = extraChunk ? 8 + 3 + 1 : 0; // a 3-byte LIST chunk plus its pad byte
  const buffer = new ArrayBuffer(44 + extra + samplesBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + extra + samplesBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, byteRate, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  let offset = 36;
  if (extraChunk) {
    text(offset, 'LIST');
    view.setUint32(offset + 4, 3, true);
    offset += 12;
  }
  text(offset, 'data');
  view.setUint32(offset + 4, dataSize ?? samplesBytes, true);
  return new Uint8Array(buffer);
}

/** MPEG-1 layer III, 128 kbps, 44.1 kHz, stereo: 417-byte frames of 1152 samples. */
const MPEG1_HEADER = [0xff, 0xfb, 0x90, 0x00];
/** MPEG-2 layer III, 64 kbps, 22.05 kHz, mono: 208-byte frames of 576 samples. */
const MPEG2_HEADER = [0xff, 0xf3, 0x80, 0xc0];

function frames(header: number[], length: number, count: number): number[] {
  const frame = [...header, ...new Array<number>(length - 4).fill(0)];
  return new Array<number[]>(count).fill(frame).flat();
}

function id3(payloadLength: number): number[] {
  // syncsafe size: 7 bits per byte
  const size = [(payloadLength >> 21) & 0x7f, (payloadLength >> 14) & 0x7f, (payloadLength >> 7) & 0x7f, payloadLength & 0x7f];
  return [0x49, 0x44, 0x33, 4, 0, 0, ...size, ...new Array<number>(payloadLength).fill(0xff)];
}

describe('WAV duration from the header', () => {
  it('data size over byte rate, mono and stereo, with an odd-sized chunk before data', () => {
    expect(wavDurationSeconds(wav(2.5))).toBeCloseTo(2.5, 6);
    expect(wavDurationSeconds(wav(1, { sampleRate: 44100, channels: 2 }))).toBeCloseTo(1, 6);
    expect(wavDurationSeconds(wav(3, { extraChunk: true }))).toBeCloseTo(3, 6);
  });

  it('a streamed (0xFFFFFFFF) or overstated data size counts the bytes present', () => {
    expect(wavDurationSeconds(wav(1.5, { dataSize: 0xffffffff }))).toBeCloseTo(1.5, 6);
    expect(wavDurationSeconds(wav(1.5, { dataSize: 10_000_000 }))).toBeCloseTo(1.5, 6);
  });

  it('not a WAV, or no fmt chunk before data: unknown', () => {
    expect(wavDurationSeconds(new TextEncoder().encode('hello world, not audio'))).toBeUndefined();
    const broken = wav(1);
    broken.set([0x78, 0x78, 0x78, 0x78], 12); // rename "fmt " so the byte rate is unknown
    expect(wavDurationSeconds(broken)).toBeUndefined();
  });
});

describe('MP3 duration', () => {
  it('reads MPEG-1 and MPEG-2 layer III frame headers', () => {
    expect(readFrameHeader(new Uint8Array(MPEG1_HEADER), 0)).toMatchObject({ length: 417, samples: 1152, sampleRate: 44100 });
    expect(readFrameHeader(new Uint8Array(MPEG2_HEADER), 0)).toMatchObject({ length: 208, samples: 576, sampleRate: 22050 });
    expect(readFrameHeader(new Uint8Array([0xff, 0xfb, 0xf0, 0x00]), 0)).toBeUndefined(); // bitrate index 15 is invalid
  });

  it('walks a CBR frame chain after an ID3v2 tag', () => {
    const bytes = new Uint8Array([...id3(300), ...frames(MPEG1_HEADER, 417, 100)]);
    expect(mp3DurationSeconds(bytes)).toBeCloseTo((100 * 1152) / 44100, 6);
    expect(mp3DurationSeconds(new Uint8Array(frames(MPEG2_HEADER, 208, 50)))).toBeCloseTo((50 * 576) / 22050, 6);
  });

  it('trusts the frame count of a Xing header (VBR)', () => {
    const first = frames(MPEG1_HEADER, 417, 1);
    // Xing tag after 4 header bytes + 32 bytes of stereo MPEG-1 side information; flags bit 0 = frame count present.
    first.splice(36, 12, 0x58, 0x69, 0x6e, 0x67, 0, 0, 0, 1, 0, 0, 0x03, 0xe8);
    const bytes = new Uint8Array([...first, ...frames(MPEG1_HEADER, 417, 5)]);
    expect(mp3DurationSeconds(bytes)).toBeCloseTo((1000 * 1152) / 44100, 6);
  });

  it('random bytes are not audio', () => {
    const noise = new Uint8Array(5000).map((_, index) => (index * 37) % 251);
    expect(mp3DurationSeconds(noise)).toBeUndefined();
    expect(audioDurationSeconds(noise)).toBeUndefined();
  });

  it('audioDurationSeconds dispatches on the container', () => {
    expect(audioDurationSeconds(wav(4))).toBeCloseTo(4, 6);
    expect(audioDurationSeconds(new Uint8Array(frames(MPEG1_HEADER, 417, 10)))).toBeCloseTo((10 * 1152) / 44100, 6);
  });
});
