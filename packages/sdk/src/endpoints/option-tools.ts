import type { OidcEndpoints, ReleaseCheckResult, SecretOptionState } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';

/** GET /api/option/secrets (root): which write-only options hold a value — never the value (SET-071). */
export function listSecretOptions(signal?: AbortSignal): Promise<SecretOptionState[]> {
  return apiRequest<SecretOptionState[]>('GET', '/api/option/secrets', { signal }).then((states) => (Array.isArray(states) ? states : []));
}

/** PUT /api/option/ with `clear` (root): removes a stored credential (a blank value alone keeps it). */
export async function clearSecretOption(key: string): Promise<void> {
  await apiRequest<unknown>('PUT', '/api/option/', { body: { key, value: '', clear: true } });
}

/** POST /api/option/oidc_discovery (root): the endpoints of an OIDC discovery document, read by the server (SET-073). */
export function discoverOidcEndpoints(wellKnown: string): Promise<OidcEndpoints> {
  return apiRequest<OidcEndpoints>('POST', '/api/option/oidc_discovery', { body: { well_known: wellKnown } });
}

/** GET /api/option/latest_release (root): the update check, asked by the server (SET-078). */
export function checkLatestRelease(signal?: AbortSignal): Promise<ReleaseCheckResult> {
  return apiRequest<ReleaseCheckResult>('GET', '/api/option/latest_release', { signal });
}
