import type { OptionDefinition } from './option-definition.ts';
import { optionDefinition } from './option-registry.ts';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type ParsedOptionValue = boolean | number | string | string[] | JsonValue;

function splitList(definition: OptionDefinition, text: string): string[] {
  const separator = definition.key === 'EmailDomainWhitelist' ? ',' : /\r?\n/;
  return text
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function parseJsonOrUndefined(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return undefined;
  }
}

/**
 * Typed value of stored option text. A value that no longer parses (an old database, a manual
 * edit) falls back to the definition's default rather than breaking the reader.
 */
export function parseOptionValue(definition: OptionDefinition, text: string): ParsedOptionValue {
  switch (definition.type) {
    case 'boolean':
      return text === 'true';
    case 'integer':
    case 'number': {
      const parsed = Number(text.trim());
      if (text.trim() !== '' && Number.isFinite(parsed)) return definition.type === 'integer' ? Math.trunc(parsed) : parsed;
      return Number(definition.default);
    }
    case 'json':
      return parseJsonOrUndefined(text) ?? (JSON.parse(definition.default) as JsonValue);
    case 'list':
      return splitList(definition, text);
    case 'string':
    case 'text':
      return text;
  }
}

function requireDefinition(key: string): OptionDefinition {
  const definition = optionDefinition(key);
  if (definition === undefined) throw new Error(`Unknown option ${key}`);
  return definition;
}

/**
 * Typed readers over a key → text map (stored values, missing keys meaning default). They throw
 * only for a key that is not in the registry, which is a programming error, not bad input.
 */
export function readBooleanOption(values: Readonly<Record<string, string>>, key: string): boolean {
  const definition = requireDefinition(key);
  return parseOptionValue(definition, values[key] ?? definition.default) === true;
}

export function readNumberOption(values: Readonly<Record<string, string>>, key: string): number {
  const definition = requireDefinition(key);
  const value = parseOptionValue(definition, values[key] ?? definition.default);
  return typeof value === 'number' ? value : Number(definition.default);
}

export function readStringOption(values: Readonly<Record<string, string>>, key: string): string {
  const definition = requireDefinition(key);
  return values[key] ?? definition.default;
}

export function readListOption(values: Readonly<Record<string, string>>, key: string): string[] {
  const definition = requireDefinition(key);
  const value = parseOptionValue(definition, values[key] ?? definition.default);
  return Array.isArray(value) ? (value as unknown[]).filter((entry): entry is string => typeof entry === 'string') : [];
}

export function readJsonOption<T extends JsonValue = JsonValue>(values: Readonly<Record<string, string>>, key: string): T {
  const definition = requireDefinition(key);
  return parseOptionValue(definition, values[key] ?? definition.default) as T;
}

/**
 * Reads a number-map option (ModelRatio, GroupRatio …) as a Map, dropping non-numeric entries. A Map, not
 * an object: callers look names up that clients send (model, group), and "__proto__" or "constructor"
 * must find nothing unless the admin configured exactly that name.
 */
export function readNumberMapOption(values: Readonly<Record<string, string>>, key: string): ReadonlyMap<string, number> {
  const parsed = readJsonOption(values, key);
  const result = new Map<string, number>();
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [name, entry] of Object.entries(parsed)) {
      if (typeof entry === 'number' && Number.isFinite(entry)) result.set(name, entry);
    }
  }
  return result;
}
