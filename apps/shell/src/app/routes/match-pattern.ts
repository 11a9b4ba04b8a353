/**
 * Matches a path against a route pattern of the form wouter uses for the shell's own table:
 * literal segments, `:name` and optional `:name?`. The shell's patterns need nothing more, and
 * this keeps the guards free of React so they run in plain unit tests.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let index = 0;
  for (const segment of patternSegments) {
    const value = pathSegments[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      params[name] = safeDecode(value);
      index += 1;
      continue;
    }
    if (value !== segment) return null;
    index += 1;
  }
  return index === pathSegments.length ? params : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape is kept as typed rather than crashing the router.
    return value;
  }
}
