import type { JsonObject } from '../spec/openai-types.ts';

/** Inclusive numeric bounds a vendor accepts for one parameter. */
export interface ParameterRange {
  min?: number;
  max?: number;
}

/**
 * How an OpenAI-shaped vendor differs from OpenAI's request parameters, as data (Portkey's ParameterConfig):
 * applied in the order excluded → clamp → renamed → defaults.
 */
export interface ParameterTable {
  /** Parameters the vendor rejects; dropped. */
  excluded?: readonly string[];
  /** OpenAI name → vendor name. */
  renamed?: Readonly<Record<string, string>>;
  /** Values set when the client sent none (vendor name). */
  defaults?: Readonly<JsonObject>;
  /** Numeric parameters forced into the vendor's range (OpenAI name). */
  clamp?: Readonly<Record<string, ParameterRange>>;
}

/**
 * Applies a parameter table to a shallow copy of the client's body (the caller owns the copy). Unknown
 * parameters pass through untouched, so new OpenAI fields keep working without a release.
 */
export function applyParameterTable(body: JsonObject, table: ParameterTable): JsonObject {
  if (table.excluded !== undefined) {
    for (const name of table.excluded) delete body[name];
  }
  if (table.clamp !== undefined) {
    for (const [name, range] of Object.entries(table.clamp)) {
      const value = body[name];
      if (typeof value !== 'number') continue;
      if (range.min !== undefined && value < range.min) body[name] = range.min;
      if (range.max !== undefined && value > range.max) body[name] = range.max;
    }
  }
  if (table.renamed !== undefined) {
    for (const [from, to] of Object.entries(table.renamed)) {
      if (!(from in body)) continue;
      if (!(to in body)) body[to] = body[from];
      delete body[from];
    }
  }
  if (table.defaults !== undefined) {
    for (const [name, value] of Object.entries(table.defaults)) {
      if (body[name] === undefined) body[name] = value;
    }
  }
  return body;
}
