import type { OptionDefinition, OptionSection } from './option-definition.ts';
import { modelOptions } from './registry-models.ts';
import { operationOptions } from './registry-operation.ts';
import { systemOptions } from './registry-system.ts';

/** Every option the server knows (new-api's keys and ours), with its default text. */
export const optionRegistry: readonly OptionDefinition[] = [...systemOptions, ...operationOptions, ...modelOptions];

const byKey: ReadonlyMap<string, OptionDefinition> = new Map(optionRegistry.map((definition) => [definition.key, definition]));

/** Definition of an option key, or undefined for a key the server does not accept. */
export function optionDefinition(key: string): OptionDefinition | undefined {
  return byKey.get(key);
}

/** Settings section of a key, or undefined when unknown. */
export function optionSectionOf(key: string): OptionSection | undefined {
  return byKey.get(key)?.section;
}

/** A fresh copy of key → default text, what an empty options table means. */
export function optionDefaults(): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const definition of optionRegistry) defaults[definition.key] = definition.default;
  return defaults;
}

/**
 * Whether a key's value must never leave the server (secrets are never sent to a browser). Unknown keys follow
 * new-api's suffix rule (…Token, …Secret, …Key) so a stray row in an old database stays hidden.
 */
export function isSecretOption(key: string): boolean {
  const definition = byKey.get(key);
  if (definition !== undefined) return definition.visibility === 'secret';
  return /(Token|Secret|Key)$/.test(key) || /secret/i.test(key);
}

/** Options that feed GET /api/status, each with the payload field it fills. */
export const publicStatusOptions: readonly (OptionDefinition & { statusField: string })[] = optionRegistry.filter(
  (definition): definition is OptionDefinition & { statusField: string } => definition.statusField !== undefined,
);
