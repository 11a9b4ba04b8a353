import type { RateLimiter } from '../../platform/rate-limiter.ts';

/**
 * How many code and reset mails one address and one client IP may trigger (on top of the IP's critical
 * rate limit): enough for a resend after the console's 30 s countdown, not enough to mail-bomb anyone.
 */
export const MAIL_LIMITS = {
  perAddress: { limit: 3, windowMilliseconds: 10 * 60_000 },
  perIp: { limit: 10, windowMilliseconds: 60 * 60_000 },
} as const;

/** The slots one mail took; `release` gives them back when the mail could not be sent. */
export interface MailAllowance {
  release(): Promise<void>;
}

/**
 * Takes one mail from the address's and the IP's allowance (the platform's RateLimiter, shared by every
 * instance where it is); undefined when either is used up, and then nothing is counted.
 */
export async function takeMailAllowance(limiter: RateLimiter, email: string, ip: string): Promise<MailAllowance | undefined> {
  const addressKey = `mail-address:${email}`;
  const ipKey = `mail-ip:${ip}`;
  const address = await limiter.consume(addressKey, MAIL_LIMITS.perAddress.limit, MAIL_LIMITS.perAddress.windowMilliseconds);
  if (!address.allowed) return undefined;
  const client = await limiter.consume(ipKey, MAIL_LIMITS.perIp.limit, MAIL_LIMITS.perIp.windowMilliseconds);
  if (!client.allowed) {
    if (address.hit !== undefined) await limiter.release(addressKey, address.hit);
    return undefined;
  }
  return {
    async release() {
      if (address.hit !== undefined) await limiter.release(addressKey, address.hit);
      if (client.hit !== undefined) await limiter.release(ipKey, client.hit);
    },
  };
}
