/**
 * The left panel's settings (PP-014…019) and their rules. Temperature and MaxTokens
 * start unset — 0, shown as "default" — and are then left out of the request so the model's own
 * default applies (CHECKLIST resolution of PP-017); a set temperature is 0.1–1 in steps of 0.1 (PP-016).
 */
export type PlaygroundSettings = {
  /** '' until the groups load: the request then goes to the user's own group. */
  group: string;
  model: string;
  /** 0 = unset (the model's default); otherwise 0.1–1. */
  temperature: number;
  /** 0 = unset (the model's default). */
  maxTokens: number;
  systemPrompt: string;
};

/** PP-015. */
export const DEFAULT_MODEL = 'gpt-4o-mini';

export const TEMPERATURE_MIN = 0.1;
export const TEMPERATURE_MAX = 1;
export const TEMPERATURE_STEP = 0.1;
/** The slider's value for "unset". */
export const TEMPERATURE_UNSET = 0;

/** Largest MaxTokens accepted (the relay refuses more than 2^30). */
export const MAX_TOKENS_LIMIT = 2 ** 30;

export function defaultSettings(systemPrompt: string): PlaygroundSettings {
  return { group: '', model: DEFAULT_MODEL, temperature: TEMPERATURE_UNSET, maxTokens: 0, systemPrompt };
}

/** PP-016: a temperature that may be sent. */
export function isValidTemperature(value: number): boolean {
  return Number.isFinite(value) && value >= TEMPERATURE_MIN - 1e-9 && value <= TEMPERATURE_MAX + 1e-9;
}

/** A slider or stored value on the 0.1 grid: 0 stays unset, anything else is clamped to 0.1–1. */
export function normalizeTemperature(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return TEMPERATURE_UNSET;
  const stepped = Math.round(value * 10) / 10;
  return Math.min(TEMPERATURE_MAX, Math.max(TEMPERATURE_MIN, stepped));
}

/** MaxTokens typed by the user: a whole number from 0 (unset) to MAX_TOKENS_LIMIT, else undefined. */
export function parseMaxTokens(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^[0-9]+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_TOKENS_LIMIT ? value : undefined;
}
