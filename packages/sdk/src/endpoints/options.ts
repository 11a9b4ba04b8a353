import type { z } from 'zod';
import type { OptionEntry, optionUpdateInput } from '@gateway/domain';
import { apiRequest } from '../http/api-client.ts';

/** GET /api/option/ (root): every option as text; secrets are never included (API-OPT-001). */
export function listOptions(signal?: AbortSignal): Promise<OptionEntry[]> {
  return apiRequest<OptionEntry[]>('GET', '/api/option/', { signal }).then((entries) => (Array.isArray(entries) ? entries : []));
}

/** PUT /api/option/ (root): one key; numbers and booleans are sent as text like the server stores them. */
export async function updateOption(key: string, value: z.input<typeof optionUpdateInput>['value']): Promise<void> {
  const body: z.input<typeof optionUpdateInput> = { key, value: typeof value === 'string' ? value : String(value) };
  await apiRequest<unknown>('PUT', '/api/option/', { body });
}

/** POST /api/option/rest_model_ratio (root): ModelRatio back to the built-in table (SET-028; the path's spelling is the reference's). */
export async function resetModelRatio(): Promise<void> {
  await apiRequest<unknown>('POST', '/api/option/rest_model_ratio');
}
