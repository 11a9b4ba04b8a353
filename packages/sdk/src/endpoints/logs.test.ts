import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteLogsBefore, listLogs, listSelfLogs, logStat, selfLogStat } from './logs.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('log endpoints', () => {
  it('LOG-012 / LOG-011: the admin list sends every filter and status_code as a comma list with type 5', async () => {
    server.replyData({ items: [], page: 0, page_size: 10, total: 0 });
    await listLogs({ p: 1, page_size: 20, type: 5, username: 'alice', channel: 3, start_timestamp: 100, end_timestamp: 200, status_code: [429, 503] });
    expect(server.last().url).toBe('/api/log/?p=2&page_size=20&type=5&username=alice&channel=3&start_timestamp=100&end_timestamp=200&status_code=429%2C503');
  });

  it('LOG-011: status codes are left out for other types', async () => {
    server.replyData({ items: [], page: 0, page_size: 10, total: 0 });
    await listLogs({ p: 0, page_size: 10, type: 2, status_code: [429] });
    expect(server.last().url).toBe('/api/log/?p=0&page_size=10&type=2');
  });

  it('LOG-013 / LOG-002: self list and both stats use their own paths', async () => {
    server.replyData({ items: [], page: 0, page_size: 10, total: 0 });
    await listSelfLogs({ p: 0, page_size: 10, model_name: 'gpt-4o' });
    expect(server.last().url).toBe('/api/log/self/?p=0&page_size=10&model_name=gpt-4o');
    server.replyData({ quota: 1, token: 4, rpm: 2, tpm: 3 });
    await expect(logStat({ type: 2, username: 'bob' })).resolves.toEqual({ quota: 1, token: 4, rpm: 2, tpm: 3 });
    expect(server.last().url).toBe('/api/log/stat?type=2&username=bob');
    server.replyData({ quota: 0, token: 0, rpm: 0, tpm: 0 });
    await selfLogStat({ token_name: 'main' });
    expect(server.last().url).toBe('/api/log/self/stat?token_name=main');
  });

  it('ADR 0042: before_id is sent when given (left out otherwise) and total_capped comes back', async () => {
    server.replyData({ items: [], page: 3, page_size: 20, total: 1060, total_capped: true });
    await expect(listLogs({ p: 3, page_size: 20, before_id: 941, type: 2 })).resolves.toMatchObject({ total: 1060, total_capped: true });
    expect(server.last().url).toBe('/api/log/?p=4&page_size=20&before_id=941&type=2');
    server.replyData({ items: [], page: 1, page_size: 10, total: 1010, total_capped: true });
    await expect(listSelfLogs({ p: 1, page_size: 10, before_id: 77 })).resolves.toMatchObject({ total_capped: true });
    expect(server.last().url).toBe('/api/log/self/?p=2&page_size=10&before_id=77');
    server.replyData({ items: [], page: 1, page_size: 10, total: 40, total_capped: false });
    await listSelfLogs({ p: 1, page_size: 10, before_id: undefined });
    expect(server.last().url).toBe('/api/log/self/?p=2&page_size=10');
  });

  it('API-LOG-005: deleteLogsBefore sends target_timestamp and answers the count', async () => {
    server.replyData(7);
    await expect(deleteLogsBefore(1_700_000_000)).resolves.toBe(7);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/log/?target_timestamp=1700000000' });
  });
});
