/**
 * Path prefixes the gateway answers; everything else belongs to the host (the console's static
 * files and SPA fallback in apps/server, static assets on Workers). The one list hosts consult,
 * so a new relay family (e.g. /mj) is added here together with its routes.
 */
export const GATEWAY_PATH_PREFIXES = ['/api', '/v1', '/v1beta', '/pg', '/dashboard/billing', '/healthz'] as const;

/** Whether `pathname` is one of the prefixes or below one (`/api`, `/api/…`, `/v1/…`, `/dashboard/billing/…` …). */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
