import { validationMessages } from '../errors/validation-result.ts';
import type { ValidationMessageKey, ValidationResult } from '../errors/validation-result.ts';
import type { OptionDefinition } from './option-definition.ts';
import { optionDefinition } from './option-registry.ts';
import { findBrokenEntry } from './option-entry-rules.ts';
import { pricingOptionSchemas } from './pricing-option-schemas.ts';
import { isUnsafeLink } from './unsafe-link.ts';

type SchemaIssue = { message: string; path: readonly PropertyKey[] };

type Result = ValidationResult<string>;

const INTEGER_TEXT = /^[+-]?\d+$/;
/** A host name with at least one dot, labels of letters, digits and inner hyphens (SET-070). */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** Ratio maps where a negative value would pay users for traffic (the pricing maps: pricing-option-schemas.ts). */
const NON_NEGATIVE_MAPS = new Set(['TopupGroupRatio', 'claude.default_max_tokens']);

function fail(messageKey: Extract<Result, { ok: false }>['messageKey'], params?: Record<string, unknown>): Result {
  return params === undefined ? { ok: false, messageKey } : { ok: false, messageKey, params };
}

function checkRange(definition: OptionDefinition, value: number): Result | undefined {
  if (definition.min !== undefined && value < definition.min) return fail('validation.option.min', { key: definition.key, min: definition.min });
  if (definition.max !== undefined && value > definition.max) return fail('validation.option.max', { key: definition.key, max: definition.max });
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The first issue of a pricing schema (its message is a message key) as a failed result naming the entry. */
function schemaFailure(key: string, issue: SchemaIssue): Result {
  const name = [...issue.path].reverse().find((segment) => typeof segment === 'string');
  const messageKey = issue.message in validationMessages ? (issue.message as ValidationMessageKey) : 'validation.option.json';
  return fail(messageKey, name === undefined ? { key } : { key, name });
}

function validateJson(definition: OptionDefinition, text: string): Result {
  const key = definition.key;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('validation.option.json', { key });
  }
  const schema = pricingOptionSchemas.get(key);
  if (schema !== undefined) {
    const checked = schema.safeParse(parsed);
    return checked.success ? { ok: true, value: text } : schemaFailure(key, checked.error.issues[0]!);
  }
  switch (definition.jsonShape) {
    case 'array':
      if (!Array.isArray(parsed)) return fail('validation.option.jsonArray', { key });
      break;
    case 'object':
      if (!isPlainObject(parsed)) return fail('validation.option.jsonObject', { key });
      break;
    case 'number-map':
      if (!isPlainObject(parsed)) return fail('validation.option.jsonObject', { key });
      for (const [name, entry] of Object.entries(parsed)) {
        if (typeof entry !== 'number' || !Number.isFinite(entry)) return fail('validation.option.numberMap', { key, name });
        if (entry < 0 && NON_NEGATIVE_MAPS.has(key)) return fail('validation.option.negativeRatio', { key, name });
      }
      break;
    case 'string-map':
      if (!isPlainObject(parsed)) return fail('validation.option.jsonObject', { key });
      for (const [name, entry] of Object.entries(parsed)) {
        if (typeof entry !== 'string') return fail('validation.option.stringMap', { key, name });
      }
      break;
    default:
      break;
  }
  if (key === 'gemini.supported_imagine_models' && !(parsed as unknown[]).every((entry) => typeof entry === 'string')) {
    return fail('validation.option.jsonArray', { key });
  }
  if (key === 'claude.model_headers_settings' && !Object.values(parsed as Record<string, unknown>).every(isPlainObject)) {
    return fail('validation.option.jsonObject', { key });
  }
  const broken = isPlainObject(parsed) ? findBrokenEntry(key, parsed) : undefined;
  if (broken !== undefined) return fail(broken.messageKey, { key, name: broken.name });
  return { ok: true, value: text };
}

/** SET-070: comma list of valid domains without duplicates; returned trimmed and lower-cased. */
function validateEmailDomains(key: string, text: string): Result {
  const domains = text
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
  const seen = new Set<string>();
  for (const domain of domains) {
    if (!DOMAIN.test(domain) || seen.has(domain)) return fail('validation.option.emailDomain', { domain, key });
    seen.add(domain);
  }
  return { ok: true, value: domains.join(',') };
}

/** A 'string' option is one line: a line break in SMTPFrom would add a mail header, in a name a broken page. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** What an <img> may show: an image on this site or embedded as data (never javascript: or a relative trick like //host). */
const SITE_PATH = /^\/(?!\/)/;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=]+$/i;

function isImageAddress(text: string): boolean {
  return isHttpUrl(text) || SITE_PATH.test(text) || DATA_IMAGE.test(text);
}

/** A one-line text option: its choices and format (URL, image address, link the console opens). */
function validateString(definition: OptionDefinition, value: string): Result {
  const key = definition.key;
  if (definition.choices !== undefined && !definition.choices.includes(value)) {
    return fail('validation.option.choice', { key, choices: definition.choices.join(', ') });
  }
  if (CONTROL_CHARACTER.test(value)) return fail('validation.option.singleLine', { key });
  if (definition.format === undefined) return { ok: true, value };
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true, value: trimmed };
  if (definition.format === 'url' && !isHttpUrl(trimmed)) return fail('validation.option.url', { key });
  if (definition.format === 'image' && !isImageAddress(trimmed)) return fail('validation.option.imageUrl', { key });
  if (definition.format === 'link' && isUnsafeLink(trimmed)) return fail('validation.option.unsafeLink', { key });
  return { ok: true, value: trimmed };
}

function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Checks one PUT /api/option/ value against its definition and returns the text to store
 * (normalised where the kind allows: trimmed numbers, cleaned domain list). Never throws.
 */
export function validateOptionValue(key: string, value: string): Result {
  const definition = optionDefinition(key);
  if (definition === undefined) return fail('validation.option.unknown', { key });
  switch (definition.type) {
    case 'boolean':
      return value === 'true' || value === 'false' ? { ok: true, value } : fail('validation.option.boolean', { key });
    case 'integer': {
      const trimmed = value.trim();
      const parsed = Number(trimmed);
      if (!INTEGER_TEXT.test(trimmed) || !Number.isSafeInteger(parsed)) return fail('validation.option.integer', { key });
      return checkRange(definition, parsed) ?? { ok: true, value: String(parsed) };
    }
    case 'number': {
      const trimmed = value.trim();
      const parsed = Number(trimmed);
      if (trimmed === '' || !Number.isFinite(parsed)) return fail('validation.option.number', { key });
      return checkRange(definition, parsed) ?? { ok: true, value: String(parsed) };
    }
    case 'json':
      return validateJson(definition, value);
    case 'list':
      return key === 'EmailDomainWhitelist' ? validateEmailDomains(key, value) : { ok: true, value };
    case 'string':
      return validateString(definition, value);
    case 'text':
      return { ok: true, value };
  }
}
