import type { StreamOutput } from '../spec/operation-adaptor.ts';

/** A fresh, empty StreamOutput (one allocation per feed; the arrays are filled in place). */
export function emptyStreamOutput(): StreamOutput {
  return { chunks: [], usage: null, error: null, done: false };
}
