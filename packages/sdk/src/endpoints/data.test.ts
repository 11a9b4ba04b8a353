import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quotaData, selfQuotaData } from './data.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data endpoints (LOG-053)', () => {
  it('the admin query sends the range, granularity, username and group_by; self its own path', async () => {
    const rows = [{ id: 0, user_id: 2, username: 'alice', model_name: 'gpt-4o', created_at: 3600, token_used: 8, count: 1, quota: 17 }];
    server.replyData(rows);
    await expect(quotaData({ start_timestamp: 100, end_timestamp: 200, granularity: 'day', username: 'alice', group_by: 'user' })).resolves.toEqual(rows);
    expect(server.last().url).toBe('/api/data/?start_timestamp=100&end_timestamp=200&granularity=day&username=alice&group_by=user');
    server.replyData([]);
    await selfQuotaData({ start_timestamp: 100, end_timestamp: 200 });
    expect(server.last().url).toBe('/api/data/self?start_timestamp=100&end_timestamp=200');
  });
});
