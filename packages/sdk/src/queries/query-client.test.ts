import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../http/error-handler.ts';
import { installFakeFetch } from '../testing/fake-fetch.ts';
import { createQueryClient } from './query-client.ts';
import { usersQuery } from './admin-queries.ts';
import { queryKeys } from './query-keys.ts';

const notifyError = vi.fn<(message: string, options?: { key?: string }) => void>();
let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  localStorage.clear();
  notifyError.mockReset();
  configureApiClient({ notifyError, translate: (key) => key, redirectToLogin: () => undefined });
  server = installFakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createQueryClient (COM-003)', () => {
  it('passes a failed query through the one error handler and does not retry success:false', async () => {
    const client = createQueryClient();
    server.reply({ body: { success: false, message: 'Insufficient permission' } });
    await expect(client.fetchQuery(usersQuery({ p: 0, page_size: 10 }))).rejects.toMatchObject({ kind: 'envelope' });
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('common:serverMessages.insufficientPermission');
  });

  it('does not retry a 4xx answer', async () => {
    const client = createQueryClient();
    server.reply({ status: 404, body: { success: false, message: 'Not found' } });
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => import('../http/api-client.ts').then((api) => api.apiRequest('GET', '/api/x')),
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes a failed mutation through the handler unless it is marked silent', async () => {
    const client = createQueryClient();
    const failing = () => Promise.reject(new Error('save failed'));
    await expect(client.getMutationCache().build(client, { mutationFn: failing }).execute(undefined)).rejects.toThrow('save failed');
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: failing, meta: { silent: true } })
        .execute(undefined),
    ).rejects.toThrow('save failed');
    expect(notifyError.mock.calls).toEqual([['save failed']]);
  });

  it('names the failed action from meta.notifyKey so its next result replaces the notice', async () => {
    const client = createQueryClient();
    const failing = () => Promise.reject(new Error('name: cannot be empty'));
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: failing, meta: { notifyKey: 'tokens.save' } })
        .execute(undefined),
    ).rejects.toThrow();
    const perRow = { notifyKey: (input: unknown) => `channels.row.${String(input)}` };
    await expect(client.getMutationCache().build(client, { mutationFn: failing, meta: perRow }).execute(7)).rejects.toThrow();
    expect(notifyError.mock.calls).toEqual([
      ['name: cannot be empty', { key: 'tokens.save' }],
      ['name: cannot be empty', { key: 'channels.row.7' }],
    ]);
  });
});

describe('queryKeys', () => {
  it('nests user lists under one root so a single invalidation refreshes them all', () => {
    const list = queryKeys.users.list({ p: 2, page_size: 10 });
    const search = queryKeys.users.search({ keyword: 'a', p: 0, page_size: 10 });
    expect(list.slice(0, 1)).toEqual(queryKeys.users.all);
    expect(search.slice(0, 1)).toEqual(queryKeys.users.all);
    expect(usersQuery({ p: 2, page_size: 10 }).queryKey).toEqual(list);
  });
});
