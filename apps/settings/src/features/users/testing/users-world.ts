/**
 * Test world of the user pages: a signed-in admin (root by default), the users API answered from
 * an in-memory list (pages, search, detail, create, edit, manage) and every call recorded.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { pageQuerySchema, toOffset, toPage, type PublicUser } from '@gateway/domain';
import type { Language } from '@gateway/i18n';
import { session } from '@gateway/sdk';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { baseStatus, stubApi } from '@gateway/console-testing/stub-api';
import type { RecordedCall, StubAnswer, StubRoutes } from '@gateway/console-testing/stub-api';
import remote from '../../../expose/routes.tsx';
import { userRow } from './user-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
  window.localStorage.clear();
});

export type UsersWorldOptions = {
  users?: PublicUser[];
  role?: number;
  displayInCurrency?: boolean;
  /** Answers of POST /api/user/manage by action (a refusal { fail } or a result); by default the action applies. */
  manage?: Partial<Record<string, StubAnswer>>;
  routes?: StubRoutes;
};

/** Pages the way the server does: the same parser (1-based `p`, below 1 the first page). */
function page(items: PublicUser[], call: RecordedCall): StubAnswer {
  const query = pageQuerySchema.parse(Object.fromEntries(call.query));
  const start = toOffset(query);
  return { data: toPage(items.slice(start, start + query.page_size), items.length, query) };
}

function applyAction(user: PublicUser, action: string): StubAnswer {
  if (action === 'promote') user.role = 10;
  if (action === 'demote') user.role = 1;
  if (action === 'disable') user.status = 2;
  if (action === 'enable') user.status = 1;
  if (action === 'delete') user.deleted_at = 1_740_000_000;
  return { data: { role: user.role, status: user.status } };
}

export function usersWorld({ users = [userRow()], role = 100, displayInCurrency = true, manage = {}, routes = {} }: UsersWorldOptions = {}) {
  const me = userRow({ id: 1, username: 'root', display_name: 'Root', role, email: '', group: 'default' });
  session.setUser({ id: me.id, username: me.username, display_name: me.display_name, role, status: 1, group: 'default' });
  const stored = users.map((user) => ({ ...user }));
  const detailRoutes: StubRoutes = Object.fromEntries(stored.map((user) => [`GET /api/user/${user.id}`, () => ({ data: user })]));
  const api = stubApi({
    'GET /api/status': { data: { ...baseStatus, display_in_currency: displayInCurrency } },
    'GET /api/user/': (call) => page(stored, call),
    'GET /api/user/search': (call) => {
      const keyword = call.query.get('keyword') ?? '';
      const group = call.query.get('group') ?? '';
      return page(
        stored.filter((user) => user.username.includes(keyword) && (group === '' || user.group === group)),
        call,
      );
    },
    'GET /api/group/': { data: ['default', 'vip'] },
    'GET /api/user/self': { data: me },
    'POST /api/user/': { data: null },
    'PUT /api/user/': { data: null },
    'PUT /api/user/self': { data: null },
    'POST /api/user/manage': (call) => {
      const { id, action } = call.body as { id: number; action: string };
      const answer = manage[action];
      if (answer !== undefined) return answer;
      const user = stored.find((candidate) => candidate.id === id);
      return user === undefined ? { fail: 'User does not exist' } : applyAction(user, action);
    },
    ...detailRoutes,
    ...routes,
  });
  return { ...api, users: stored };
}

/** Renders a user route of the settings remote as the signed-in console does. */
export function renderUsers(path: string, language: Language = 'en') {
  return renderRemotePage(remote, path, language, { loadStatus: true });
}
