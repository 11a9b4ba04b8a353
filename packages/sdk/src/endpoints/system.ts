import type { z } from 'zod';
import type { SetupStatus, StatusPayload, setupInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';

/** GET /api/status: the public configuration, with new-api's field names. Prefer loadStatus(), which caches it. */
export function getStatus(signal?: AbortSignal): Promise<StatusPayload> {
  return apiRequest<StatusPayload>('GET', '/api/status', { signal });
}

/** GET /api/setup: whether first-run setup is done (API-SYS-001). */
export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiRequest<SetupStatus>('GET', '/api/setup', { signal });
}

/** POST /api/setup: creates the root account and picks the usage mode (API-SYS-002). */
export async function submitSetup(input: z.input<typeof setupInput>): Promise<void> {
  await apiRequest<unknown>('POST', '/api/setup', { body: input });
}

/** GET /api/notice: the admin's notice (Markdown or HTML, sanitize before rendering). */
export function getNotice(signal?: AbortSignal): Promise<string> {
  return apiRequest<string>('GET', '/api/notice', { signal }).then(asText);
}

/** GET /api/about: the About content (Markdown, HTML or a URL to embed). */
export function getAbout(signal?: AbortSignal): Promise<string> {
  return apiRequest<string>('GET', '/api/about', { signal }).then(asText);
}

/** GET /api/home_page_content: the home page content (Markdown, HTML or a URL to embed). */
export function getHomePageContent(signal?: AbortSignal): Promise<string> {
  return apiRequest<string>('GET', '/api/home_page_content', { signal }).then(asText);
}

/** An unset option comes back empty or missing; pages only need to test for ''. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
