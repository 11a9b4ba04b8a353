/**
 * Test-only helpers for recorded-fixture tests: read a fixture beside a test, build a ProviderContext,
 * and replay a recorded stream through a parser in arbitrary pieces.
 */
import { readFileSync } from 'node:fs';
import type { NormalizedUsage } from '../spec/normalized-usage.ts';
import type { JsonOperationAdaptor, OperationAdaptor, StreamParser } from '../spec/operation-adaptor.ts';
import type { ProviderContext } from '../spec/provider-context.ts';
import type { ProviderError } from '../spec/provider-error.ts';

/** Reads `__fixtures__/<name>` relative to the calling test's `import.meta.url`. */
export function readFixture(testUrl: string, name: string): string {
  return readFileSync(new URL(`./__fixtures__/${name}`, testUrl), 'utf8');
}

export function readJsonFixture(testUrl: string, name: string): unknown {
  return JSON.parse(readFixture(testUrl, name));
}

export function testContext(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return { baseUrl: '', key: 'sk-test', model: 'test-model', stream: false, ...overrides };
}

/** Narrows an operation to the JSON kind, failing the test otherwise. */
export function jsonOperation(operation: OperationAdaptor | undefined): JsonOperationAdaptor {
  if (operation === undefined || operation.responseType !== 'json') throw new Error('expected a JSON operation');
  return operation;
}

export interface StreamReplay {
  chunks: unknown[];
  usage: NormalizedUsage | null;
  errors: ProviderError[];
  done: boolean;
}

/** Feeds `text` in pieces of `pieceLength` characters (whole text when omitted) and collects everything. */
export function replayStream(parser: StreamParser, text: string, pieceLength = text.length): StreamReplay {
  const replay: StreamReplay = { chunks: [], usage: null, errors: [], done: false };
  const outputs = [];
  for (let start = 0; start < text.length; start += Math.max(1, pieceLength)) outputs.push(parser.feed(text.slice(start, start + pieceLength)));
  outputs.push(parser.end());
  for (const output of outputs) {
    replay.chunks.push(...output.chunks);
    if (output.usage !== null) replay.usage = output.usage;
    if (output.error !== null) replay.errors.push(output.error);
    if (output.done) replay.done = true;
  }
  return replay;
}
