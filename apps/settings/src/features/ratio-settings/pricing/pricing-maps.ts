/**
 * The three maps the price editors write (ModelPrice, ModelRatio, CompletionRatio) as rows, one per
 * model, and back. Maps, not objects: a model named "__proto__" or "constructor" is an ordinary row.
 */

/** The pricing options the visual editor and the unset-models list edit (SET-026). */
export const PRICING_KEYS = ['ModelPrice', 'ModelRatio', 'CompletionRatio'] as const;
export type PricingKey = (typeof PRICING_KEYS)[number];

export type PricingMaps = Record<PricingKey, ReadonlyMap<string, number>>;

/** One model of the editor (SET-031): a fixed per-call price, or a ratio and a completion ratio. */
export type PricingRow = { name: string; price?: number; ratio?: number; completionRatio?: number };

export type ParsedPricing = { maps: PricingMaps; broken: PricingKey[] };

function parseMap(text: string | undefined): ReadonlyMap<string, number> | undefined {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return new Map(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return undefined;
  }
}

/** The maps of the option texts; a key whose text is not a JSON object is `broken` (fix it in the JSON editor). */
export function parsePricingMaps(values: Readonly<Record<string, string>>): ParsedPricing {
  const broken: PricingKey[] = [];
  const read = (key: PricingKey) => {
    const map = parseMap(values[key]);
    if (map === undefined) broken.push(key);
    return map ?? new Map<string, number>();
  };
  return { maps: { ModelPrice: read('ModelPrice'), ModelRatio: read('ModelRatio'), CompletionRatio: read('CompletionRatio') }, broken };
}

/** Every model named in any of the maps, in the order the maps list them. */
export function pricingRows(maps: PricingMaps): PricingRow[] {
  const names = new Set<string>([...maps.ModelPrice.keys(), ...maps.ModelRatio.keys(), ...maps.CompletionRatio.keys()]);
  return [...names].map((name) => rowOf(maps, name));
}

export function rowOf(maps: PricingMaps, name: string): PricingRow {
  const row: PricingRow = { name };
  const price = maps.ModelPrice.get(name);
  const ratio = maps.ModelRatio.get(name);
  const completionRatio = maps.CompletionRatio.get(name);
  if (price !== undefined) row.price = price;
  if (ratio !== undefined) row.ratio = ratio;
  if (completionRatio !== undefined) row.completionRatio = completionRatio;
  return row;
}

function withEntry(map: ReadonlyMap<string, number>, name: string, value: number | undefined): ReadonlyMap<string, number> {
  if (value === undefined && !map.has(name)) return map;
  const next = new Map(map);
  if (value === undefined) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * Writes one row into the maps (SET-034): a fixed price clears the model's ratios, ratios clear its
 * price. A model already in a map keeps its place; a new one goes last.
 */
export function applyRow(maps: PricingMaps, row: PricingRow): PricingMaps {
  const fixed = row.price !== undefined;
  return {
    ModelPrice: withEntry(maps.ModelPrice, row.name, row.price),
    ModelRatio: withEntry(maps.ModelRatio, row.name, fixed ? undefined : row.ratio),
    CompletionRatio: withEntry(maps.CompletionRatio, row.name, fixed ? undefined : row.completionRatio),
  };
}

export function removeRow(maps: PricingMaps, name: string): PricingMaps {
  return {
    ModelPrice: withEntry(maps.ModelPrice, name, undefined),
    ModelRatio: withEntry(maps.ModelRatio, name, undefined),
    CompletionRatio: withEntry(maps.CompletionRatio, name, undefined),
  };
}

/** The option texts of the maps, indented like the JSON editors show them (so an untouched map compares equal). */
export function serializePricingMaps(maps: PricingMaps): Record<PricingKey, string> {
  const text = (map: ReadonlyMap<string, number>) => JSON.stringify(Object.fromEntries(map), null, 2);
  return { ModelPrice: text(maps.ModelPrice), ModelRatio: text(maps.ModelRatio), CompletionRatio: text(maps.CompletionRatio) };
}
