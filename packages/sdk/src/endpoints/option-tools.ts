import type { z } from 'zod';
import type { OidcEndpoints, ReleaseCheckResult, SecretOptionState, oidcDiscoveryInput, optionUpdateInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';

/** GET /api/option/secrets (root): which write-only options hold a value — never the value (SET-071). */
export function listSecretOptions(signal?: AbortSignal): Promise<SecretOptionState[]> {
  return apiRequest<SecretOptionState[]>('GET', '/api/option/secrets', { signal }).then((states) => (Array.isArray(states) ? states : []));
}

/** PUT /api/option/ with `clear` (root): removes a stored credential (a blank value alone keeps it). */
export async function clearSecretOption(key: string): Promise<void> {
  const body: z.input<typeof optionUpdateInput> = { key, value: '', clear: true };
  await apiRequest<unknown>('PUT', '/api/option/', { body });
}

/** POST /api/option/oidc_discovery (root): the endpoints of an OIDC discovery document, read by the server (SET-073). */
export function discoverOidcEndpoints(wellKnown: string): Promise<OidcEndpoints> {
  const body: z.input<typeof oidcDiscoveryInput> = { well_known: wellKnown };
  return apiRequest<OidcEndpoints>('POST', '/api/option/oidc_discovery', { body });
}

/** GET /api/option/latest_release (root): the update check, asked by the server (SET-078). */
export function checkLatestRelease(signal?: AbortSignal): Promise<ReleaseCheckResult> {
  return apiRequest<ReleaseCheckResult>('GET', '/api/option/latest_release', { signal });
}
