import { z } from 'zod';
import type { ValidationMessageKey } from '../errors/validation-result.ts';

/** Google's HarmBlockThreshold values (SET-057: "OFF" is the default). */
export const geminiSafetyThresholds = [
  'OFF',
  'BLOCK_NONE',
  'BLOCK_ONLY_HIGH',
  'BLOCK_MEDIUM_AND_ABOVE',
  'BLOCK_LOW_AND_ABOVE',
  'HARM_BLOCK_THRESHOLD_UNSPECIFIED',
] as const;

/** An HTTP header name (RFC 9110 token). */
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/);
/** A header value without line breaks: a configured value can never add headers of its own. */
const headerValue = z.string().regex(/^[^\r\n\0]*$/);

/** How each entry of a JSON map option must look, beyond the map's own shape. */
export type OptionEntryRule = {
  name?: z.ZodType;
  value: z.ZodType;
  messageKey: ValidationMessageKey;
};

/**
 * Entry rules of the JSON map options the relay reads (SET-054…060): what the Gemini and Claude
 * adapters would otherwise drop silently is refused at save time instead (new-api stores
 * bad JSON first and reports the error after; here nothing is written). Checked with zod, one message per rule.
 */
export const optionEntryRules: Readonly<Record<string, OptionEntryRule>> = {
  'gemini.safety_settings': {
    name: z.union([z.literal('default'), z.string().regex(/^HARM_CATEGORY_[A-Z_]+$/)]),
    value: z.enum(geminiSafetyThresholds),
    messageKey: 'validation.option.geminiSafety',
  },
  'gemini.version_settings': { value: z.string().regex(/^v\d+(?:(?:alpha|beta)\d*)?$/), messageKey: 'validation.option.apiVersion' },
  'claude.model_headers_settings': {
    value: z.record(headerName, z.union([headerValue, z.array(headerValue).min(1)])),
    messageKey: 'validation.option.headerMap',
  },
  'claude.default_max_tokens': { value: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), messageKey: 'validation.option.positiveIntegerMap' },
};

/** The first entry of `map` that breaks the key's rule, or undefined. */
export function findBrokenEntry(key: string, map: Record<string, unknown>): { name: string; messageKey: ValidationMessageKey } | undefined {
  const rule = optionEntryRules[key];
  if (rule === undefined) return undefined;
  for (const [name, value] of Object.entries(map)) {
    const nameOk = rule.name === undefined || rule.name.safeParse(name).success;
    if (!nameOk || !rule.value.safeParse(value).success) return { name, messageKey: rule.messageKey };
  }
  return undefined;
}
