import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../../platform/platform.ts';

export const REQUEST_ID_HEADER = 'X-Oneapi-Request-Id';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function twoDigits(value: number): string {
  return value.toString().padStart(2, '0');
}

// Random bytes are drawn 4 KiB at a time: one getRandomValues call per request was a visible cost
// in the relay's CPU profile.
const POOL_SIZE = 4096;
const pool = new Uint8Array(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomSuffix(): string {
  if (poolOffset + 8 > POOL_SIZE) {
    crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  let suffix = '';
  // The slight modulo bias is irrelevant for an identifier that is not a secret.
  for (let index = 0; index < 8; index += 1) suffix += ALPHABET[pool[poolOffset + index]! % ALPHABET.length];
  poolOffset += 8;
  return suffix;
}

let stampSecond = -1;
let stampText = '';

/** yyyyMMddHHmmss in UTC, formatted once per second. */
function timeStamp(nowMilliseconds: number): string {
  const second = Math.floor(nowMilliseconds / 1000);
  if (second !== stampSecond) {
    const time = new Date(second * 1000);
    stampText =
      time.getUTCFullYear().toString() +
      twoDigits(time.getUTCMonth() + 1) +
      twoDigits(time.getUTCDate()) +
      twoDigits(time.getUTCHours()) +
      twoDigits(time.getUTCMinutes()) +
      twoDigits(time.getUTCSeconds());
    stampSecond = second;
  }
  return stampText;
}

/**
 * Request id in new-api's shape: UTC time yyyyMMddHHmmss followed by
 * 8 random alphanumerics, so ids sort by time and stay unique within the same second.
 */
export function createRequestId(nowMilliseconds: number): string {
  return timeStamp(nowMilliseconds) + randomSuffix();
}

/**
 * Gives every request an id (context variable `requestId`) and echoes it in the
 * `X-Oneapi-Request-Id` response header — also on errors, since the header is set on the final
 * response after the error handler ran. A client-sent id is never trusted.
 */
export function requestId(clock: Clock): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (context, next) => {
    const id = createRequestId(clock.now());
    context.set('requestId', id);
    await next();
    try {
      context.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // A Response passed through from fetch() has immutable headers: copy it once.
      context.res = new Response(context.res.body, context.res);
      context.res.headers.set(REQUEST_ID_HEADER, id);
    }
  };
}
