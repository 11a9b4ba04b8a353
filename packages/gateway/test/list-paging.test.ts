import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertChannel, insertLogs } from '@gateway/db';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { DEFAULT_PAGE_SIZE, LogType, MAX_PAGE_SIZE, Role } from '@gateway/domain';
import { registeredRoutes } from './authz/route-table.ts';
import { routeExpectations } from './authz/route-expectations.ts';
import { createHarness, envelopeOf, seedAndLogin, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

interface ListAnswer {
  items: Array<{ id: number }>;
  page: number;
  page_size: number;
  total: number;
}

/**
 * Every paged list of the gateway, with who reads it and the query that narrows it to the rows the
 * test seeds (3 of each). Drawing and task logs (Midjourney, Suno) have no routes yet.
 */
const LIST_ROUTES = [
  { route: 'GET /api/token', caller: 'user', query: '' },
  { route: 'GET /api/token/search', caller: 'user', query: 'keyword=pager' },
  { route: 'GET /api/log/self', caller: 'user', query: 'type=2' },
  { route: 'GET /api/user', caller: 'admin', query: '' },
  { route: 'GET /api/user/search', caller: 'admin', query: 'keyword=pager' },
  { route: 'GET /api/channel', caller: 'admin', query: '' },
  { route: 'GET /api/channel/search', caller: 'admin', query: 'keyword=pager' },
  { route: 'GET /api/redemption', caller: 'admin', query: '' },
  { route: 'GET /api/redemption/search', caller: 'admin', query: 'keyword=pager' },
  { route: 'GET /api/log', caller: 'admin', query: 'type=2' },
] as const;

describe('the list table (COM-019 / COM-020)', () => {
  it('names every route that reads the paging query, and only authorised routes', () => {
    const routesDirectory = join(import.meta.dirname, '../src/routes/api');
    const files = readdirSync(routesDirectory, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const pagedReads = files.reduce(
      (count, name) => count + (readFileSync(join(routesDirectory, name), 'utf8').match(/parseQuery\(context, pageQuerySchema\)/g) ?? []).length,
      0,
    );
    expect(pagedReads).toBe(LIST_ROUTES.length);
    for (const { route } of LIST_ROUTES) expect(routeExpectations[route], route).toBeDefined();
  });
});

describeEachDialect('every list pages as new-api does', (getDb, dialect) => {
  let harness: Harness;
  let sessions: Record<'user' | 'admin', Session>;

  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    await setUpRoot(harness);
    const admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    const user = (await seedAndLogin(harness, { username: 'pager0' })).session;
    sessions = { user, admin };
    for (const name of ['pager1', 'pager2']) await seedUser(getDb(), { username: name });
    for (const name of ['pager-a', 'pager-b', 'pager-c'])
      await insertChannel(getDb(), { name, type: 1, key: `sk-${name}`, models: 'gpt-4o', group: 'default' });
    await getDb().deleteFrom('logs').execute();
    await insertLogs(
      getDb(),
      [0, 1, 2].map((index) => ({
        user_id: user.userId,
        username: 'pager0',
        created_at: 1_700_000_000 + index,
        type: LogType.Consume,
        model_name: 'gpt-4o',
        quota: 1,
      })),
    );
    const tokens = await harness.request('/api/token/', {
      method: 'POST',
      session: user,
      body: { name: 'pager', count: 3, unlimited_quota: true, expired_time: -1 },
    });
    expect(tokens.status).toBe(200);
    const codes = await harness.request('/api/redemption/', { method: 'POST', session: admin, body: { name: 'pager', quota: 1, count: 3 } });
    expect(codes.status).toBe(200);
  });

  it("the table matches the gateway's routes", () => {
    const registered = new Set(registeredRoutes(harness.app));
    for (const { route } of LIST_ROUTES) expect(registered.has(route), route).toBe(true);
  });

  async function list(route: string, caller: 'user' | 'admin', query: string): Promise<ListAnswer> {
    const path = route.replace(/^GET /, '');
    const response = await harness.request(`${path}?${query}`, { session: sessions[caller] });
    const body = await envelopeOf<ListAnswer>(response);
    expect(response.status, `${path}?${query}: ${body.message}`).toBe(200);
    expect(body.success).toBe(true);
    return body.data!;
  }

  describe.each(LIST_ROUTES)('$route', ({ route, caller, query }) => {
    const withQuery = (paging: string) => [query, paging].filter(Boolean).join('&');

    it.each([
      ['absent', '', 1, 0],
      ["p=0 (the console's first load)", 'p=0', 1, 0],
      ['p=1', 'p=1', 1, 0],
      ['p=2', 'p=2', 2, 1],
      ['p=-1', 'p=-1', 1, 0],
    ])('COM-019: %s with page_size=1 is page %i', async (_name, paging, page, row) => {
      const all = await list(route, caller, withQuery('page_size=100'));
      expect(all.total).toBeGreaterThanOrEqual(3);
      const answer = await list(route, caller, withQuery([paging, 'page_size=1'].filter(Boolean).join('&')));
      expect(answer).toMatchObject({ page, page_size: 1, total: all.total });
      expect(answer.items.map((item) => item.id)).toEqual([all.items[row]!.id]);
    });

    it.each([
      ['page_size=2', 2],
      ['ps=2', 2],
      ['size=2', 2],
      ['page_size=0', DEFAULT_PAGE_SIZE],
      ['page_size=500', MAX_PAGE_SIZE],
      ['ps=500', MAX_PAGE_SIZE],
    ])('COM-020: %s serves pages of %i', async (paging, size) => {
      const answer = await list(route, caller, withQuery(paging));
      expect(answer).toMatchObject({ page: 1, page_size: size });
      expect(answer.items).toHaveLength(Math.min(size, answer.total));
    });

    it('a page size that is not a whole number is a 400 naming the field, not a 500', async () => {
      const path = route.replace(/^GET /, '');
      const response = await harness.request(`${path}?${withQuery('ps=ten')}`, { session: sessions[caller] });
      expect(response.status).toBe(400);
      expect((await envelopeOf(response)).message).toContain('ps');
    });
  });
});
