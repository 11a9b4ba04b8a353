import type { OpenAIErrorBody, ProviderError } from '../spec/provider-error.ts';
import { isRetryableStatus } from './is-retryable-status.ts';

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The first message field vendors use, in the order new-api looks for them (plus FastAPI's `detail`, used by Jina). */
function findMessage(body: Record<string, unknown>): string | undefined {
  return (
    nonEmptyString(body.message) ??
    nonEmptyString(body.msg) ??
    nonEmptyString(body.err) ??
    nonEmptyString(body.error_msg) ??
    nonEmptyString(body.error) ??
    nonEmptyString(body.detail) ??
    nonEmptyString(asRecord(body.header)?.message) ??
    nonEmptyString(asRecord(asRecord(body.response)?.error)?.message)
  );
}

/** Reads an `{ error: { message, type|status, code } }` object (OpenAI, Anthropic and Google all nest it so). */
function readNestedError(error: Record<string, unknown>): OpenAIErrorBody | undefined {
  const message = nonEmptyString(error.message);
  if (message === undefined) return undefined;
  const type = nonEmptyString(error.type) ?? nonEmptyString(error.status) ?? 'upstream_error';
  const code = typeof error.code === 'string' || typeof error.code === 'number' ? error.code : null;
  const mapped: OpenAIErrorBody = { message, type, code };
  if (typeof error.param === 'string') mapped.param = error.param;
  return mapped;
}

/**
 * Maps a non-2xx upstream answer to an OpenAI error, as new-api does: a nested `error.message` object is kept
 * as the vendor wrote it; otherwise the first known message field is used under
 * `upstream_error / bad_response_status_code`; unreadable bodies get "bad response status code N".
 */
export function mapUpstreamError(status: number, bodyText: string, retryable: (status: number) => boolean = isRetryableStatus): ProviderError {
  let parsed: Record<string, unknown> | undefined;
  try {
    parsed = asRecord(JSON.parse(bodyText));
  } catch {
    parsed = undefined;
  }
  const nested = parsed === undefined ? undefined : asRecord(parsed.error);
  const fromNested = nested === undefined ? undefined : readNestedError(nested);
  const error: OpenAIErrorBody = fromNested ?? {
    message: (parsed === undefined ? undefined : findMessage(parsed)) ?? `bad response status code ${status}`,
    type: 'upstream_error',
    code: 'bad_response_status_code',
    param: String(status),
  };
  return { status, error, retryable: retryable(status) };
}
