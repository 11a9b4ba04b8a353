/**
 * Key parity between two translation tables (conventions: every user-facing string exists in en
 * and zh). Keys are compared as dotted paths of leaves, so a nested object on one side and a
 * string on the other counts as a difference.
 */
export type ParityReport = { onlyInEn: string[]; onlyInZh: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every leaf of a message table as a dotted path ('actions.save'). Arrays count as leaves. */
export function collectKeys(messages: Record<string, unknown>, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(value)) keys.push(...collectKeys(value, path));
    else keys.push(path);
  }
  return keys;
}

export function checkKeyParity(en: Record<string, unknown>, zh: Record<string, unknown>): ParityReport {
  const enKeys = new Set(collectKeys(en));
  const zhKeys = new Set(collectKeys(zh));
  return {
    onlyInEn: [...enKeys].filter((key) => !zhKeys.has(key)).sort(),
    onlyInZh: [...zhKeys].filter((key) => !enKeys.has(key)).sort(),
  };
}
