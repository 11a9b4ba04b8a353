import type { Context } from 'hono';
import type { z } from 'zod';
import { zodIssuesToMessage } from '@gateway/domain';
import { fail } from './envelope.ts';
import { findNul, TEXT_WITH_NUL } from './find-nul.ts';

/** The failure envelope as a typed answer, so a route that returns it keeps its answer types for the typed client. */
export type FailureResponse = ReturnType<typeof fail>;

/** Either the validated input or the 400 answer to send instead. */
export type ParsedInput<T> = { ok: true; data: T } | { ok: false; response: FailureResponse };

export const BODY_NOT_JSON = 'The request body must be valid JSON';
export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * Reads the body as JSON and validates it with `schema`. Invalid JSON, a non-object body, a NUL
 * character anywhere in it or a schema failure become a 400 envelope with a message naming the
 * fields, so bad input never reaches a handler (nor the 500 path).
 */
export async function parseJsonBody<Schema extends z.ZodType>(context: Context, schema: Schema): Promise<ParsedInput<z.output<Schema>>> {
  let value: unknown;
  try {
    const text = await context.req.text();
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: fail(context, BODY_NOT_JSON, 400) };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, response: fail(context, BODY_NOT_OBJECT, 400) };
  }
  return validate(context, schema, value);
}

/** Validates the query string (first value of each parameter) with `schema`. */
export function parseQuery<Schema extends z.ZodType>(context: Context, schema: Schema): ParsedInput<z.output<Schema>> {
  return validate(context, schema, context.req.query());
}

function validate<Schema extends z.ZodType>(context: Context, schema: Schema, value: unknown): ParsedInput<z.output<Schema>> {
  const nulAt = findNul(value);
  if (nulAt !== null) return { ok: false, response: fail(context, `${nulAt === '' ? 'input' : nulAt}: ${TEXT_WITH_NUL}`, 400) };
  const result = schema.safeParse(value);
  if (!result.success) return { ok: false, response: fail(context, zodIssuesToMessage(result.error, value), 400) };
  return { ok: true, data: result.data };
}
