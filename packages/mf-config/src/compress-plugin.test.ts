import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, existsSync, readFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressOutputs } from './compress-plugin.ts';

describe('compressOutputs', () => {
  it('writes .br and .gz siblings that decompress to the original, skipping tiny and binary files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      mkdirSync(join(dir, 'static', 'js'), { recursive: true });
      const script = 'console.log("hello world");\n'.repeat(100);
      writeFileSync(join(dir, 'static', 'js', 'main.js'), script);
      writeFileSync(join(dir, 'tiny.js'), 'x');
      writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));
      expect(compressOutputs(dir)).toBe(1);
      expect(brotliDecompressSync(readFileSync(join(dir, 'static', 'js', 'main.js.br'))).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(dir, 'static', 'js', 'main.js.gz'))).toString()).toBe(script);
      expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
      expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
