import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMockChannel, call, chat, createToken, envelope, PER_CALL_COST, rootSession, type Session } from './edge-support.ts';

async function setOptions(session: Session, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const saved = await envelope(await call('/api/option/', { method: 'PUT', session, body: { key, value } }));
    expect(saved.success, `${key}: ${saved.message}`).toBe(true);
  }
}

describe('edge ModelRequestRateLimit through the Durable Object limiter', () => {
  let session: Session;
  beforeAll(async () => {
    session = await rootSession();
    await addMockChannel(session);
  });
  afterAll(async () => {
    await setOptions(session, { ModelRequestRateLimitEnabled: 'false' });
  });

  it('SET-048: 30 concurrent relay requests against a total limit of 7 → exactly 7 pass, 23 get 429', async () => {
    await setOptions(session, { ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '7', ModelRequestRateLimitDurationMinutes: '1' });
    const token = await createToken(session, 'edge-model-limit', 100 * PER_CALL_COST);
    const responses = await Promise.all(Array.from({ length: 30 }, () => chat(token.authorization)));
    const statuses = await Promise.all(responses.map(async (response) => (await response.text(), response.status)));
    expect([statuses.filter((status) => status === 200).length, statuses.filter((status) => status === 429).length]).toEqual([7, 23]);
  });
});
