import { Hono } from 'hono';
import {
  compareVersions,
  formatValidationMessage,
  oidcDiscoveryInput,
  optionRegistry,
  readLatestRelease,
  readOidcDiscoveryDocument,
  Role,
  validateOptionValue,
  type ReleaseCheckResult,
  type SecretOptionState,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { fetchJsonDocument } from '../../services/fetch-json-document.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';

/**
 * Where the update check asks for the newest release when the deployment names none
 * (GatewayConfig.releaseCheckUrl, env RELEASE_CHECK_URL): GitHub's public releases API.
 */
export const DEFAULT_RELEASE_CHECK_URL = 'https://api.github.com/repos/ai-gateway/ai-gateway/releases/latest';

const secretKeys = optionRegistry.filter((definition) => definition.visibility === 'secret').map((definition) => definition.key);

const oidcFailure = (reason: string) => formatValidationMessage('validation.option.oidcFetchFailed', { reason });
const updateFailure = (reason: string) => formatValidationMessage('validation.option.updateCheckFailed', { reason });

/**
 * The System and Other tabs' server calls, root only (like the options themselves):
 * - GET /api/option/secrets: which credentials hold a value — never the value (SET-071);
 * - POST /api/option/oidc_discovery: reads the OIDC discovery document of a well-known URL
 *   through the egress guard, admin-configured policy (SET-072, SET-073), and answers the
 *   endpoints for the form to fill in; nothing is stored;
 * - GET /api/option/latest_release: the update check (SET-078), asked by the server so the
 *   console's CSP keeps `connect-src 'self'`; 502 "Update check failed: …" when offline.
 */
export function optionToolRoutes(services: GatewayServices) {
  const { platform, options, egress } = services;
  const rootOnly = requireRole(platform, Role.Root);

  return new Hono<GatewayEnv>()
    .get('/option/secrets', rootOnly, (context) => {
      const states: SecretOptionState[] = secretKeys.map((key) => ({ key, set: options.get(key).trim() !== '' }));
      return ok(context, states);
    })
    .post('/option/oidc_discovery', rootOnly, async (context) => {
      const input = await parseJsonBody(context, oidcDiscoveryInput);
      if (!input.ok) return input.response;
      const url = validateOptionValue('oidc.well_known', input.data.well_known);
      if (!url.ok) return fail(context, formatValidationMessage(url.messageKey, url.params), 400);
      const document = await fetchJsonDocument(egress, { url: url.value, purpose: 'admin-configured' });
      if (!document.ok) return fail(context, oidcFailure(document.reason), 502);
      const endpoints = readOidcDiscoveryDocument(document.value);
      return endpoints.ok ? ok(context, endpoints.value) : fail(context, oidcFailure(endpoints.reason), 502);
    })
    .get('/option/latest_release', rootOnly, async (context) => {
      const current = platform.config.version;
      const document = await fetchJsonDocument(egress, {
        url: platform.config.releaseCheckUrl ?? DEFAULT_RELEASE_CHECK_URL,
        purpose: 'admin-configured',
        headers: { Accept: 'application/vnd.github+json', 'User-Agent': `ai-gateway/${current}` },
      });
      if (!document.ok) return fail(context, updateFailure(document.reason), 502);
      const release = readLatestRelease(document.value);
      if (release === undefined) return fail(context, updateFailure('the answer names no release'), 502);
      const order = compareVersions(current, release.version);
      const result: ReleaseCheckResult = {
        current_version: current,
        latest_version: release.version,
        release_name: release.name,
        release_url: release.url,
        published_at: release.publishedAt,
        update_available: order === undefined ? null : order < 0,
      };
      return ok(context, result);
    });
}
