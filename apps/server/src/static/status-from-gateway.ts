interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/**
 * The payload of GET /api/status, asked of the gateway in-process with the visitor's connection
 * (so rate limits see their address), for the prerendered pages (ADR 0023). undefined on failure.
 */
export async function statusFromGateway(gateway: FetchApp, env: unknown): Promise<Record<string, unknown> | undefined> {
  const response = await gateway.fetch(new Request('http://console.internal/api/status'), env);
  if (!response.ok) return undefined;
  const body = (await response.json()) as { success?: unknown; data?: unknown };
  return body.success === true && body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : undefined;
}
