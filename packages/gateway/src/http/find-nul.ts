/** What a console input field containing U+0000 is told. */
export const TEXT_WITH_NUL = 'must not contain the NUL character (U+0000)';

/**
 * The path (`channel.name`, `ids[0]`) of the first key or string in `value` that contains NUL, '' for
 * the value itself, or null when there is none. Iterative, so a deeply nested body cannot overflow
 * the stack. Console input is text people type: a NUL is never meant, and PostgreSQL cannot store it.
 */
export function findNul(value: unknown): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const isList = Array.isArray(current);
    for (const [key, child] of Object.entries(current)) {
      // Named like the schema messages name fields: `channel.name`, `ids[0]`.
      const childPath = isList ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000')) return childPath;
      pending.push({ value: child, path: childPath });
    }
  }
  return null;
}
