import { statusPayloadSchema } from '../schemas/status-schemas.ts';
import type { StatusPayload } from '../schemas/status-schemas.ts';
import { publicStatusOptions } from './option-registry.ts';
import { parseOptionValue } from './parse-option-value.ts';

/** Status fields that come from the running process rather than from options. */
export interface StatusRuntime {
  version: string;
  /** Process start, unix seconds. */
  startTime: number;
  /** Whether first-run setup is done. */
  setup: boolean;
  /** Whether usage writes are batched (new-api's BATCH_UPDATE_ENABLED). */
  enableBatchUpdate: boolean;
}

/**
 * GET /api/status `data` from the stored option values (missing keys use defaults). Only options
 * with a status field are read, so secrets cannot leak into the payload. Online top-up is on only
 * when the payment address, merchant id and key are all set, as new-api decides it.
 */
export function buildStatusPayload(values: Readonly<Record<string, string>>, runtime: StatusRuntime): StatusPayload {
  const payload: Record<string, unknown> = {
    version: runtime.version,
    start_time: runtime.startTime,
    setup: runtime.setup,
    enable_batch_update: runtime.enableBatchUpdate,
    enable_online_topup: ['PayAddress', 'EpayId', 'EpayKey'].every((key) => (values[key] ?? '').trim() !== ''),
  };
  for (const definition of publicStatusOptions) {
    payload[definition.statusField] = parseOptionValue(definition, values[definition.key] ?? definition.default);
  }
  const parsed = statusPayloadSchema.safeParse(payload);
  if (parsed.success) return parsed.data;
  // A stored value that passed validation once but no longer fits (e.g. Chats edited in the
  // database) must not take the public status endpoint down: fall back to defaults for it.
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const definition = publicStatusOptions.find((candidate) => candidate.statusField === field);
    if (definition !== undefined) payload[definition.statusField] = parseOptionValue(definition, definition.default);
  }
  return statusPayloadSchema.parse(payload);
}
