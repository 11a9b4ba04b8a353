/**
 * How a system access token is stored (`users.access_token`): the lower-case hex SHA-256 of the token.
 * The token is 192 random bits, so a fast hash is enough (nothing to guess from the digest), and the
 * lookup stays one indexed equality. Web Crypto: the same digest on Node, workerd and in a migration.
 */
export async function hashAccessToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
