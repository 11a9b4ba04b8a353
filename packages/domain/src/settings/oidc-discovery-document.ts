import { z } from 'zod';
import type { OidcEndpoints } from '../schemas/option-schemas.ts';

const httpUrl = z.string().refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
});

/** The fields of an OpenID Connect discovery document the login needs (OpenID Connect Discovery 1.0 §3). */
const discoveryDocument = z.object({
  issuer: z.string().max(2048).optional(),
  authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  userinfo_endpoint: httpUrl.optional(),
});

export type DiscoveryOutcome = { ok: true; value: OidcEndpoints } | { ok: false; reason: string };

/**
 * Reads a discovery document (already parsed JSON) into the OIDC option values (SET-073). The
 * authorization and token endpoints must be http(s) URLs; the user-info endpoint may be missing.
 * A failure names the first field that is wrong, in English (it goes into the server's message).
 */
export function readOidcDiscoveryDocument(document: unknown): DiscoveryOutcome {
  const parsed = discoveryDocument.safeParse(document);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, reason: typeof field === 'string' ? `the document has no valid ${field}` : 'the document is not a JSON object' };
  }
  const { issuer = '', authorization_endpoint, token_endpoint, userinfo_endpoint = '' } = parsed.data;
  return { ok: true, value: { issuer, authorization_endpoint, token_endpoint, user_info_endpoint: userinfo_endpoint } };
}
