/**
 * A stand-in OpenID provider for the settings journey: a node:http server on 127.0.0.1 that serves
 * its discovery document at /.well-known/openid-configuration (the gateway's admin-configured
 * egress policy may reach loopback) and records every request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type OidcProviderStandIn = { url: string; wellKnown: string; requests: string[]; stop: () => Promise<void> };

export async function startOidcProviderStandIn(): Promise<OidcProviderStandIn> {
  const requests: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.method === 'GET' && request.url === '/.well-known/openid-configuration') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          userinfo_endpoint: `${origin}/userinfo`,
        }),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    wellKnown: `${origin}/.well-known/openid-configuration`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
