import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '../testing/index.ts';
import { findRelayResponse, rememberRelayResponse } from './relay-responses.repository.ts';
import {
  deleteExpiredRelayResponses,
  findResponseConversation,
  forgetResponseConversation,
  storeResponseConversation,
} from './relay-response-conversations.repository.ts';

describeEachDialect('relay_response_conversations repository (ADR 0038)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it("stores a converted response's input and Response, keeps the first on a repeat, forgets it", async () => {
    const big = 'x'.repeat(200_000);
    const row = { response_id: 'resp_c1', input: JSON.stringify([{ role: 'user', content: big }]), response: '{"id":"resp_c1"}', created_at: 1_700_000_000 };
    await storeResponseConversation(getDb(), row);
    await storeResponseConversation(getDb(), { ...row, response: '{"id":"other"}' });
    expect(await findResponseConversation(getDb(), 'resp_c1')).toEqual(row);
    await forgetResponseConversation(getDb(), 'resp_c1');
    expect(await findResponseConversation(getDb(), 'resp_c1')).toBeUndefined();
  });

  it('removes rows of both tables older than the cut, in bounded batches, and keeps newer ones', async () => {
    for (const [id, at] of [
      ['resp_old1', 100],
      ['resp_old2', 200],
      ['resp_new', 1000],
    ] as const) {
      await rememberRelayResponse(getDb(), { response_id: id, user_id: 1, channel_id: 1, created_at: at });
      await storeResponseConversation(getDb(), { response_id: id, input: '[]', response: '{}', created_at: at });
    }
    expect(await deleteExpiredRelayResponses(getDb(), 500, 1)).toBe(2);
    expect(await deleteExpiredRelayResponses(getDb(), 500, 1)).toBe(2);
    expect(await deleteExpiredRelayResponses(getDb(), 500, 1)).toBe(0);
    expect(await findRelayResponse(getDb(), 'resp_old1')).toBeUndefined();
    expect(await findResponseConversation(getDb(), 'resp_old2')).toBeUndefined();
    expect(await findRelayResponse(getDb(), 'resp_new')).toBeDefined();
    expect(await findResponseConversation(getDb(), 'resp_new')).toBeDefined();
  });
});
