import { vendorFetch } from '../vendor-upstream-support.ts';

/** The OpenAI-style fake upstream of relay-support (an IP literal admin-configured channels may reach). */
export const OPENAI_UPSTREAM_URL = 'http://127.0.0.1:9';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fake OpenID provider (an IP literal, which the admin-configured policy may reach). */
export const OIDC_ISSUER_URL = 'http://127.0.0.1:10';

/** The discovery document of the fake OpenID provider (SET-073). */
export const oidcDiscoveryDocument = {
  issuer: OIDC_ISSUER_URL,
  authorization_endpoint: `${OIDC_ISSUER_URL}/authorize`,
  token_endpoint: `${OIDC_ISSUER_URL}/token`,
  userinfo_endpoint: `${OIDC_ISSUER_URL}/userinfo`,
};

/**
 * The platform fetch of the matrix and fuzz worlds: the relay and vendor fakes, plus what the
 * channel checks ask the OpenAI fake (model list, billing), so every allowed console call succeeds.
 */
export const matrixFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.origin === OPENAI_UPSTREAM_URL) {
    if (url.pathname === '/v1/models') return json({ object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] });
    if (url.pathname === '/v1/dashboard/billing/subscription') return json({ hard_limit_usd: 100 });
    if (url.pathname === '/v1/dashboard/billing/usage') return json({ total_usage: 250 });
  }
  if (url.origin === OIDC_ISSUER_URL && url.pathname === '/.well-known/openid-configuration') return json(oidcDiscoveryDocument);
  return vendorFetch(input, init);
};
