import { JSON_TYPE, nestedJson, PROTOTYPE_KEYS, setOwn, type FuzzBody } from './fuzz-bodies.ts';

/** One fixed request of the fuzz suite, named for the failure message. */
export interface EdgeBody {
  label: string;
  body: FuzzBody;
}

/** Every string field gets each of these (prototype names, NUL, a lone surrogate, bidi override, blanks, 70 000 characters). */
const HOSTILE_STRINGS: readonly string[] = [...PROTOTYPE_KEYS, 'a\u0000b', '\ud800', '\u202egpj.exe', '', ' ', 'x'.repeat(70_000)];
/** Every number field gets each of these. */
const HOSTILE_NUMBERS: readonly number[] = [-1, 0, 0.5, 2 ** 31, 2 ** 53, 1e308, -1e308];

type Path = Array<string | number>;

/** Every leaf (string, number) and object of `value` with its path, arrays included. */
function walk(value: unknown, path: Path = [], found: Array<{ path: Path; value: unknown }> = []): Array<{ path: Path; value: unknown }> {
  found.push({ path, value });
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) walk(child, [...path, Array.isArray(value) ? Number(key) : key], found);
  return found;
}

/** A copy of `base` with the value at `path` replaced (or, with `merge`, the object there given extra own keys). */
function replaced(base: Record<string, unknown>, path: Path, value: unknown, merge = false): string {
  const body = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  if (path.length === 0) {
    for (const [key, extra] of Object.entries(value as object)) setOwn(body, key, extra);
    return JSON.stringify(body);
  }
  let parent: Record<string | number, unknown> = body;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (merge) for (const [key, extra] of Object.entries(value as object)) setOwn(parent[last] as Record<string, unknown>, key, extra);
  else parent[last] = value;
  return JSON.stringify(body);
}

/** Classic prototype-pollution keys (own properties, as JSON.parse makes them), added to every object of the body. */
function pollutionPayload(): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  setOwn(payload, '__proto__', { role: 100, status: 1, quota: 1e9, polluted: true });
  setOwn(payload, 'constructor', { prototype: { polluted: true } });
  return payload;
}

/**
 * Fixed bodies that try every field of the valid body: each string field with each hostile string
 * (prototype names as values of string fields), each number field with each hostile number, and
 * every object with prototype names as keys (pollution payloads). Random runs rarely hit a given
 * field with a given value; these always do.
 */
export function fieldEdgeBodies(base: Record<string, unknown>): EdgeBody[] {
  const json = (body: string): FuzzBody => ({ body, contentType: JSON_TYPE });
  const named = (path: Path) => (path.length === 0 ? 'the body' : path.join('.'));
  return walk(base).flatMap(({ path, value }): EdgeBody[] => {
    if (typeof value === 'string')
      return HOSTILE_STRINGS.map((hostile) => ({
        label: `${named(path)} = ${JSON.stringify(hostile.slice(0, 20))}`,
        body: json(replaced(base, path, hostile)),
      }));
    if (typeof value === 'number')
      return HOSTILE_NUMBERS.map((hostile) => ({ label: `${named(path)} = ${hostile}`, body: json(replaced(base, path, hostile)) }));
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return [{ label: `${named(path)} with __proto__ and constructor keys`, body: json(replaced(base, path, pollutionPayload(), true)) }];
    return [];
  });
}

/**
 * Depth of the array put in each top-level field: more than twice what any recursive walk gets through
 * on Node 22's default stack (~12 500 frames of the smallest function; a walk over arrays overflows near
 * 6 000), so code that recurses into a value overflows. It was 100 000, like the whole-body case below:
 * parsing and walking those arrays, once per field of every route on every dialect, was a third of the
 * console API fuzzing's CPU, and depth past the overflow tests nothing more.
 */
const FIELD_ARRAY_DEPTH = 30_000;

/**
 * Fixed bodies of size and depth: each top-level field (or a new one) holding a very deep array or
 * object, a body nested 100 000 deep, and, unless `limit` is null, bodies of `limit − 64` bytes
 * (just under the body limit) and `limit + 1` (just over).
 */
export function sizeEdgeBodies(base: Record<string, unknown>, limit: number | null): EdgeBody[] {
  const keys = Object.keys(base).length > 0 ? Object.keys(base) : ['field'];
  const json = (body: string): FuzzBody => ({ body, contentType: JSON_TYPE });
  const withField = (key: string, valueText: string) =>
    JSON.stringify({ ...base, [key]: null }).replace(`${JSON.stringify(key)}:null`, `${JSON.stringify(key)}:${valueText}`);
  const padded = (total: number) => {
    const prefix = JSON.stringify({ ...base, padding: '' }).slice(0, -2);
    return `${prefix}${'x'.repeat(Math.max(0, total - prefix.length - 2))}"}`;
  };
  return [
    ...keys.flatMap((key) => [
      { label: `${key}: ${FIELD_ARRAY_DEPTH} nested arrays`, body: json(withField(key, nestedJson(FIELD_ARRAY_DEPTH, 'array'))) },
      { label: `${key}: 20 000 nested objects`, body: json(withField(key, nestedJson(20_000, 'object'))) },
    ]),
    { label: 'body nested 100 000 deep', body: json(nestedJson(100_000, 'array')) },
    ...(limit === null
      ? []
      : [
          { label: `just under the ${limit}-byte body limit`, body: json(padded(limit - 64)) },
          { label: `just over the ${limit}-byte body limit`, body: json(padded(limit + 1)) },
        ]),
  ];
}

/** Query parameters the console's GET routes read (paging, searches, log filters, flags). */
const QUERY_KEYS = [
  'p',
  'page_size',
  'size',
  'keyword',
  'token',
  'group',
  'type',
  'username',
  'token_name',
  'model_name',
  'start_timestamp',
  'end_timestamp',
  'channel',
  'status_code',
  'id_sort',
  'tag_mode',
  'model',
  'status_only',
  'target_timestamp',
];
const HOSTILE_QUERY_VALUES: readonly string[] = [
  ...PROTOTYPE_KEYS,
  '\u0000',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  '0x10',
  '%',
  "' OR 1=1 --",
  '[]',
  'x'.repeat(5_000),
];

/** Query strings for a GET route: every known parameter (and the row's own) set to one hostile value at a time. */
export function queryEdges(ownKeys: readonly string[]): Array<{ label: string; query: Record<string, string> }> {
  const keys = [...new Set([...QUERY_KEYS, ...ownKeys])];
  return HOSTILE_QUERY_VALUES.map((value) => ({
    label: `every query parameter = ${JSON.stringify(value.slice(0, 20))}`,
    query: Object.fromEntries(keys.map((key) => [key, value])),
  }));
}
