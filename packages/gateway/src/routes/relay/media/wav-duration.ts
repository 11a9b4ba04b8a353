function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/**
 * Seconds of a RIFF/WAVE file from its header: the `data` chunk size over the `fmt ` chunk's byte
 * rate. A streamed WAV (data size 0 or 0xFFFFFFFF) or a truncated upload counts the bytes actually
 * present. undefined when the bytes are not a WAV file or the header is unusable.
 */
export function wavDurationSeconds(bytes: Uint8Array): number | undefined {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WAVE') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 12 <= bytes.length) byteRate = view.getUint32(body + 8, true);
    if (id === 'data') {
      if (byteRate === 0) return undefined;
      const present = bytes.length - body;
      const dataSize = size === 0 || size === 0xffffffff || size > present ? present : size;
      return dataSize / byteRate;
    }
    // Chunks are word-aligned: an odd size is followed by one pad byte.
    offset = body + size + (size % 2);
  }
  return undefined;
}
