import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { optionDefaults, optionDefinition } from '@gateway/domain';
import type { OptionEntry } from '@gateway/domain';
import { optionSecretsQuery, optionsQuery } from '@gateway/sdk/queries';

/** A JSON option as an operator reads it: indented by two spaces (text that does not parse stays as it is). */
export function formatJsonOption(key: string, text: string): string {
  if (optionDefinition(key)?.type !== 'json') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** key → text over the registry defaults, JSON indented, so a never-stored option shows what the server uses. */
export function toOptionValues(entries: readonly OptionEntry[]): Record<string, string> {
  const merged = optionDefaults();
  for (const entry of entries) merged[entry.key] = entry.value;
  for (const key of Object.keys(merged)) merged[key] = formatJsonOption(key, merged[key]!);
  return merged;
}

/**
 * GET /api/option/ (SET-004) as the settings form's saved values. Secrets are never in the
 * answer, so a secret field starts empty (a blank secret means "keep it").
 */
export function useOptionValues(enabled: boolean) {
  const query = useQuery({ ...optionsQuery(), enabled });
  const values = useMemo(() => (query.data === undefined ? undefined : (toOptionValues(query.data) as Readonly<Record<string, string>>)), [query.data]);
  return { values, isError: query.isError, refetch: query.refetch };
}

const NO_SECRETS: readonly string[] = [];

/** The write-only options the server holds a value for (GET /api/option/secrets, root only); never their values. */
export function useSecretsSet(enabled: boolean): readonly string[] {
  const query = useQuery({ ...optionSecretsQuery(), enabled });
  return useMemo(() => (query.data === undefined ? NO_SECRETS : query.data.filter((state) => state.set).map((state) => state.key)), [query.data]);
}
