import fc from 'fast-check';

/** A request body as sent on the wire, and the Content-Type header (none when undefined). */
export interface FuzzBody {
  body: string | Uint8Array;
  contentType: string | undefined;
}

/** Names an attacker uses to reach Object.prototype through a lookup table keyed by input. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'] as const;

export const JSON_TYPE = 'application/json';
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/xml',
  undefined,
];

/** Sets an own, enumerable property, `__proto__` included, so JSON.stringify writes it as a key. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` times, as JSON text (no recursion to build or print it). */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A value that does not fit the field it lands in: prototype names, odd numbers, wrong types, long or deep values. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '\u202e', '-1', '1e309', 'NaN', 'null', '[]', '{}', '../../etc/passwd', 'gpt-4o-mini\n'),
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(null, true, false, [], {}),
  fc.integer({ min: 1_000, max: 100_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 1, max: 2_000 }).map((depth) => JSON.parse(nestedJson(depth, 'array')) as unknown),
);

interface Mutation {
  path: string[];
  key: string;
  value: unknown;
  drop: boolean;
}

/** The objects of a body (the body itself, nested objects up to three levels), as key paths. */
function objectPaths(value: unknown, path: string[] = [], depth = 0): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || depth > 3) return [];
  return [path, ...Object.entries(value).flatMap(([key, child]) => objectPaths(child, [...path, key], depth + 1))];
}

function applyMutation(body: Record<string, unknown>, mutation: Mutation): void {
  let target: unknown = body;
  for (const segment of mutation.path) target = (target as Record<string, unknown>)[segment];
  const record = target as Record<string, unknown>;
  if (mutation.drop) delete record[mutation.key];
  else setOwn(record, mutation.key, mutation.value);
}

/** The valid body with one to three fields replaced, dropped or added (prototype names as keys too). */
function mutatedBody(base: Record<string, unknown>): fc.Arbitrary<string> {
  const paths = objectPaths(base);
  const mutation = fc.constantFrom(...paths).chain((path) => {
    let target: unknown = base;
    for (const segment of path) target = (target as Record<string, unknown>)[segment];
    const keys = Object.keys(target as object);
    return fc.record({
      path: fc.constant(path),
      key: fc.constantFrom(...keys, ...PROTOTYPE_KEYS),
      value: hostileValue,
      drop: fc.integer({ min: 0, max: 6 }).map((roll) => roll === 0),
    });
  });
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    for (const each of mutations) applyMutation(body, each);
    return JSON.stringify(body);
  });
}

/** Valid JSON cut short, or with bytes that are not UTF-8 spliced in. */
function brokenBody(base: string): fc.Arbitrary<string | Uint8Array> {
  const bytes = new TextEncoder().encode(base);
  const truncated = fc.integer({ min: 0, max: Math.max(0, base.length - 1) }).map((end) => base.slice(0, end));
  const invalidUtf8 = fc
    .tuple(
      fc.integer({ min: 0, max: bytes.length }),
      fc.constantFrom([0xff], [0xfe, 0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]),
    )
    .map(([at, inserted]) => new Uint8Array([...bytes.slice(0, at), ...inserted, ...bytes.slice(at)]));
  return fc.oneof(truncated, invalidUtf8);
}

/**
 * Bodies for one endpoint whose valid body is `base`: arbitrary JSON, the valid body mutated,
 * prototype-key objects, truncated or non-UTF-8 text; mostly sent as JSON, sometimes with a wrong
 * Content-Type or none.
 */
export function fuzzBodies(base: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const baseText = JSON.stringify(base);
  const prototypeObject = fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS, ...Object.keys(base)), hostileValue), { minLength: 1, maxLength: 4 })
    .map((entries) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of entries) setOwn(body, key, value);
      return JSON.stringify(body);
    });
  const text: fc.Arbitrary<string | Uint8Array> = fc.oneof(
    { arbitrary: mutatedBody(base), weight: 4 },
    { arbitrary: prototypeObject, weight: 2 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: brokenBody(baseText), weight: 1 },
  );
  const contentType = fc.oneof({ arbitrary: fc.constant(JSON_TYPE), weight: 4 }, { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 1 });
  return fc.record({ body: text, contentType });
}
