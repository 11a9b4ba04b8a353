import type { OptionDefinition, OptionSection } from './option-definition.ts';

type Extra = Omit<Partial<OptionDefinition>, 'key' | 'type' | 'default' | 'section'>;

/** Small constructors so the registry reads as a table; visibility defaults to 'private'. */
export function booleanOption(key: string, value: boolean, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'boolean', default: value ? 'true' : 'false', section, visibility: 'private', ...extra };
}

export function integerOption(key: string, value: number, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'integer', default: String(value), section, visibility: 'private', ...extra };
}

export function numberOption(key: string, value: number, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'number', default: String(value), section, visibility: 'private', ...extra };
}

export function stringOption(key: string, value: string, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'string', default: value, section, visibility: 'private', ...extra };
}

export function textOption(key: string, value: string, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'text', default: value, section, visibility: 'private', ...extra };
}

export function listOption(key: string, value: string, section: OptionSection, extra: Extra = {}): OptionDefinition {
  return { key, type: 'list', default: value, section, visibility: 'private', ...extra };
}

/** Secrets default to empty: a credential has no sensible default. */
export function secretOption(key: string, section: OptionSection): OptionDefinition {
  return { key, type: 'string', default: '', section, visibility: 'secret' };
}

export function jsonOption(
  key: string,
  value: unknown,
  section: OptionSection,
  jsonShape: NonNullable<OptionDefinition['jsonShape']>,
  extra: Extra = {},
): OptionDefinition {
  return { key, type: 'json', default: JSON.stringify(value), section, visibility: 'private', jsonShape, ...extra };
}
