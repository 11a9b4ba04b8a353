import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchDeleteChannels, createChannel, editTag, listChannels, searchChannels, testChannel, updateBalance, updateChannel } from './channels.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';

let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('channel endpoints', () => {
  it('CH-003 / CH-004: list and search send p, page_size, id_sort, tag_mode and only the filters that are set', async () => {
    server.replyData({ items: [], page: 0, page_size: 10, total: 0 });
    await listChannels({ p: 0, page_size: 10, id_sort: true, tag_mode: false });
    expect(server.last().url).toBe('/api/channel/?p=0&page_size=10&id_sort=true&tag_mode=false');
    server.replyData({ items: [], page: 1, page_size: 20, total: 0 });
    await searchChannels({ p: 1, page_size: 20, keyword: 'gpt', group: '', model: 'o3' });
    expect(server.last().url).toBe('/api/channel/search?p=2&page_size=20&keyword=gpt&model=o3');
  });

  it('CH-035 / CH-011: create posts {mode, channel}; partial updates put {id, status}', async () => {
    server.replyData(2);
    await expect(createChannel({ mode: 'batch', channel: { name: 'n', type: 1, key: 'a\nb', models: 'gpt-4o' } })).resolves.toBe(2);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/channel/', body: { mode: 'batch', channel: { key: 'a\nb' } } });
    server.replyData({ id: 3 });
    await updateChannel({ id: 3, status: 2 });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/channel/', body: { id: 3, status: 2 } });
  });

  it('CH-017 / CH-018: test and balance read the data the server mirrors from its top-level fields', async () => {
    server.replyData({ time: 0.42 });
    await expect(testChannel(5, 'gpt-4o')).resolves.toEqual({ time: 0.42 });
    expect(server.last().url).toBe('/api/channel/test/5?model=gpt-4o');
    server.replyData({ balance: 12.5 });
    await expect(updateBalance(5)).resolves.toEqual({ balance: 12.5 });
  });

  it('CH-029 / CH-059: batch delete and tag edit bodies', async () => {
    server.replyData(2);
    await expect(batchDeleteChannels([1, 2])).resolves.toBe(2);
    expect(server.last()).toMatchObject({ method: 'POST', url: '/api/channel/batch', body: { ids: [1, 2] } });
    server.replyData(4);
    await editTag({ tag: 't', new_tag: '', priority: 3 });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/channel/tag', body: { tag: 't', new_tag: '', priority: 3 } });
  });
});
