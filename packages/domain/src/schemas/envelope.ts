import { z } from 'zod';

/** Every /api/* answer (COM-001). `data` is absent on most failures. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** Zod schema of an envelope around `data`, for clients that check what the server sent. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string().default(''), data: data.optional() });
}
