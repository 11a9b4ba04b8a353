import { TOKEN_KEY_PREFIX } from './token-constants.ts';

/**
 * The stored form of a key a client sent: without a leading 'sk-' (the prefix, not the characters
 * s, k and - wherever they are — new-api's Trim removed those too).
 */
export function stripTokenKeyPrefix(key: string): string {
  const trimmed = key.trim();
  return trimmed.startsWith(TOKEN_KEY_PREFIX) ? trimmed.slice(TOKEN_KEY_PREFIX.length) : trimmed;
}

/** 'sk-abc***xyz': enough to recognise a key in a message without disclosing it. */
export function maskTokenKey(key: string): string {
  const bare = stripTokenKeyPrefix(key);
  if (bare.length <= 6) return `${TOKEN_KEY_PREFIX}***`;
  return `${TOKEN_KEY_PREFIX}${bare.slice(0, 3)}***${bare.slice(-3)}`;
}

/** What the console shows in a list before the user reveals the key: 'sk-abcd**********wxyz'. */
export function maskTokenKeyForDisplay(key: string): string {
  const bare = stripTokenKeyPrefix(key);
  if (bare.length <= 8) return `${TOKEN_KEY_PREFIX}${'*'.repeat(bare.length)}`;
  return `${TOKEN_KEY_PREFIX}${bare.slice(0, 4)}${'*'.repeat(10)}${bare.slice(-4)}`;
}
