import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** "::ffff:203.0.113.5" (an IPv4 client on a dual-stack socket) → "203.0.113.5". */
export function normaliseIp(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The client address as rate limits and Turnstile should see it. By default the socket's peer.
 * With `trustProxy`, exactly one reverse proxy is trusted: the last X-Forwarded-For entry is the
 * address that proxy saw (entries before it are client-controlled and could be forged).
 */
export function createClientIpResolver(trustProxy: boolean): (context: Context) => string {
  return (context) => {
    if (trustProxy) {
      const forwarded = context.req.header('X-Forwarded-For');
      const last = forwarded
        ?.split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .pop();
      if (last) return normaliseIp(last);
    }
    try {
      return normaliseIp(getConnInfo(context).remote.address ?? 'unknown');
    } catch {
      // No socket (e.g. app.request() in a test): one shared bucket.
      return 'unknown';
    }
  };
}
