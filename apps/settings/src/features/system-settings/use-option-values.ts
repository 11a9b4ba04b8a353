import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { optionDefaults } from '@gateway/domain';
import { optionsQuery } from '@gateway/sdk/queries';

/**
 * GET /api/option/ (SET-004) as key → text over the registry defaults, so an option never stored
 * shows what the server would use. Secrets are never in the answer; a secret field stays empty.
 */
export function useOptionValues(enabled: boolean) {
  const query = useQuery({ ...optionsQuery(), enabled });
  const values = useMemo(() => {
    if (query.data === undefined) return undefined;
    const merged = optionDefaults();
    for (const entry of query.data) merged[entry.key] = entry.value;
    return merged as Readonly<Record<string, string>>;
  }, [query.data]);
  return { values, isError: query.isError, refetch: query.refetch };
}
