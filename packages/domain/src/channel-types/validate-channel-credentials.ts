import type { ValidationResult } from '../errors/validation-result.ts';
import { channelTypeByValue } from './channel-type-catalogue.ts';

const pipeFormats: Readonly<Record<number, string>> = {
  15: 'API_KEY|SECRET_KEY',
  18: 'APPID|APISecret|APIKey',
  23: 'AppId|SecretId|SecretKey',
  33: 'AccessKey|SecretKey|Region',
  50: 'AccessKey|SecretKey',
  51: 'AccessKey|SecretKey',
};

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Splits and checks the `key` field of a new channel. One key per line creates one channel per
 * key, as new-api's batch add does, except JSON credentials (Vertex AI) where the whole text is one key.
 * Returns the trimmed keys in order.
 */
export function parseChannelKeys(type: number, key: string): ValidationResult<string[]> {
  const info = channelTypeByValue(type);
  const format = info?.keyFormat ?? 'single';
  if (key.trim() === '') return { ok: false, messageKey: 'validation.channel.keyRequired' };
  if (format === 'json') {
    return parseJsonObject(key.trim()) === undefined ? { ok: false, messageKey: 'validation.channel.keyJson' } : { ok: true, value: [key.trim()] };
  }
  const keys = key
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  for (const single of keys) {
    if (format === 'pipe') {
      const parts = single.split('|');
      const expected = info?.keyParts ?? 2;
      if (parts.length !== expected || parts.some((part) => part.trim() === '')) {
        return { ok: false, messageKey: 'validation.channel.keyParts', params: { parts: expected, format: pipeFormats[type] ?? '' } };
      }
    }
    if (format === 'id.secret') {
      const dot = single.indexOf('.');
      if (dot <= 0 || dot === single.length - 1) return { ok: false, messageKey: 'validation.channel.keyIdSecret' };
    }
  }
  return { ok: true, value: keys };
}

/**
 * Normalises the type-specific `other` field: fills the type's default when empty (18 → v2.1)
 * and, for Vertex AI, requires a region or a JSON region map with a "default" entry.
 */
export function normalizeChannelOther(type: number, other: string): ValidationResult<string> {
  const info = channelTypeByValue(type);
  const trimmed = other.trim();
  if (info?.keyFormat === 'json') {
    if (trimmed === '') return { ok: false, messageKey: 'validation.channel.regionRequired' };
    if (trimmed.startsWith('{')) {
      const regions = parseJsonObject(trimmed);
      if (regions === undefined || typeof regions['default'] !== 'string' || regions['default'] === '') {
        return { ok: false, messageKey: 'validation.channel.regionDefault' };
      }
    }
    return { ok: true, value: trimmed };
  }
  if (trimmed === '' && info?.otherDefault !== undefined) return { ok: true, value: info.otherDefault };
  return { ok: true, value: trimmed };
}
