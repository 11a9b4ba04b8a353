/** kbps by bitrate index, for [MPEG-1, MPEG-2/2.5] × [layer I, II, III]. */
const BITRATES: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];

/** Hz by sample-rate index, for MPEG-1, MPEG-2 and MPEG-2.5. */
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

interface FrameHeader {
  /** Bytes of the whole frame, header included. */
  length: number;
  samples: number;
  sampleRate: number;
  /** Offset of the Xing/Info tag inside the frame (after the side information). */
  xingOffset: number;
}

/** Reads the 4-byte MPEG audio frame header at `offset`, or undefined when it is not one. */
export function readFrameHeader(bytes: Uint8Array, offset: number): FrameHeader | undefined {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1]! & 0xe0) !== 0xe0) return undefined;
  const versionBits = (bytes[offset + 1]! >> 3) & 0b11;
  const layerBits = (bytes[offset + 1]! >> 1) & 0b11;
  const bitrateIndex = bytes[offset + 2]! >> 4;
  const sampleRateIndex = (bytes[offset + 2]! >> 2) & 0b11;
  if (versionBits === 0b01 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || sampleRateIndex === 3) return undefined;
  const version = versionBits === 0b11 ? 1 : versionBits === 0b10 ? 2 : 2.5;
  const layer = 4 - layerBits; // 0b11 = I, 0b10 = II, 0b01 = III
  const padding = (bytes[offset + 2]! >> 1) & 1;
  const mono = bytes[offset + 3]! >> 6 === 0b11;
  const bitrate = BITRATES[version === 1 ? 0 : 1]![layer - 1]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version][sampleRateIndex]!;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length = layer === 1 ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4 : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  const sideInformation = version === 1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, samples, sampleRate, xingOffset: offset + 4 + sideInformation };
}

/** Bytes of an ID3v2 tag at the start (syncsafe size + header + optional footer), else 0. */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Frame count from a Xing/Info (LAME) or VBRI header in the first frame, when it has one. */
function taggedFrameCount(bytes: Uint8Array, frameStart: number, header: FrameHeader): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = header.xingOffset;
  const tag = at + 12 <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + 4)) : '';
  if ((tag === 'Xing' || tag === 'Info') && (view.getUint32(at + 4) & 1) === 1) return view.getUint32(at + 8);
  const vbri = frameStart + 36;
  if (vbri + 18 <= bytes.length && String.fromCharCode(...bytes.subarray(vbri, vbri + 4)) === 'VBRI') return view.getUint32(vbri + 14);
  return undefined;
}

/** How far to search for the first frame after the tags (junk before audio is rare and short). */
const SYNC_SEARCH_LIMIT = 64 * 1024;

/**
 * Seconds of an MPEG audio (MP3) file: the frame count of a Xing/Info/VBRI header when present,
 * else the sum of every frame's samples walking the frame chain (exact for CBR and untagged VBR).
 * undefined when no valid frame chain starts within the search window.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number | undefined {
  let offset = id3v2Length(bytes);
  const searchEnd = Math.min(bytes.length, offset + SYNC_SEARCH_LIMIT);
  let first: FrameHeader | undefined;
  // A sync word is only trusted when the next frame header follows it (false syncs are common in tags).
  for (; offset < searchEnd; offset += 1) {
    first = readFrameHeader(bytes, offset);
    if (first !== undefined && (offset + first.length >= bytes.length || readFrameHeader(bytes, offset + first.length) !== undefined)) break;
    first = undefined;
  }
  if (first === undefined) return undefined;
  const frames = taggedFrameCount(bytes, offset, first);
  if (frames !== undefined && frames > 0) return (frames * first.samples) / first.sampleRate;
  let seconds = 0;
  let header: FrameHeader | undefined = first;
  while (header !== undefined && offset + header.length <= bytes.length) {
    seconds += header.samples / header.sampleRate;
    offset += header.length;
    header = readFrameHeader(bytes, offset);
  }
  return seconds > 0 ? seconds : undefined;
}
