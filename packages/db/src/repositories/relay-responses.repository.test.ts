import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '../testing/index.ts';
import { findRelayResponse, forgetRelayResponse, rememberRelayResponse } from './relay-responses.repository.ts';

describeEachDialect('relay_responses repository (ADR 0035)', (getDb) => {
  beforeEach(async () => {
    await clearAllTables(getDb());
  });

  it('remembers the owner and channel of a response, keeps the first on a repeat, forgets it', async () => {
    const row = { response_id: 'resp_1', user_id: 7, channel_id: 3, created_at: 1_700_000_000 };
    expect(await findRelayResponse(getDb(), 'resp_1')).toBeUndefined();
    await rememberRelayResponse(getDb(), row);
    await rememberRelayResponse(getDb(), { ...row, channel_id: 9 });
    expect(await findRelayResponse(getDb(), 'resp_1')).toEqual(row);
    await forgetRelayResponse(getDb(), 'resp_1');
    expect(await findRelayResponse(getDb(), 'resp_1')).toBeUndefined();
  });
});
