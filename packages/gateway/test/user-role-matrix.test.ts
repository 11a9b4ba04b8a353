import { beforeAll, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role, UserStatus } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

type Caller = 'user' | 'admin' | 'root';
type Action = 'read' | 'edit' | 'promote' | 'demote' | 'disable' | 'enable' | 'delete' | 'logout' | 'create';
/** 200, or the refusal's status and message. */
type Outcome = 200 | [number, string];

const ROLE: Readonly<Record<Caller, number>> = { user: Role.Common, admin: Role.Admin, root: Role.Root };
const ACTIONS: readonly Action[] = ['read', 'edit', 'promote', 'demote', 'disable', 'enable', 'delete', 'logout', 'create'];

const below = (message: string): Record<Action, Outcome> => ({
  read: [403, messages.cannotReadSameOrHigher],
  edit: [403, messages.cannotManageSameOrHigher],
  promote: [403, message],
  demote: [403, message],
  disable: [403, message],
  enable: [403, message],
  delete: [403, message],
  logout: [403, message],
  create: [403, messages.cannotCreateSameOrHigher],
});
const everything = (outcome: Outcome): Record<Action, Outcome> => Object.fromEntries(ACTIONS.map((action) => [action, outcome])) as Record<Action, Outcome>;

/**
 * new-api's user-management role rules, written out cell by cell (USR-020, USR-021): a common user manages nobody; an admin
 * manages common users only and never promotes; root manages everyone but cannot disable, delete or demote
 * a root, and nobody creates a user at or above their own role. `create` gives the new user the target's
 * role; the other actions act on an existing user of that role (root on another root).
 */
const EXPECTED: Readonly<Record<Caller, Record<Caller, Record<Action, Outcome>>>> = {
  user: {
    user: everything([403, messages.insufficientPermission]),
    admin: everything([403, messages.insufficientPermission]),
    root: everything([403, messages.insufficientPermission]),
  },
  admin: {
    user: { ...everything(200), promote: [403, messages.onlyRootCanPromote], demote: [409, messages.cannotDemoteCommon] },
    admin: below(messages.cannotManageSameOrHigher),
    root: below(messages.cannotManageSameOrHigher),
  },
  root: {
    user: { ...everything(200), demote: [409, messages.cannotDemoteCommon] },
    admin: { ...everything(200), promote: [409, messages.alreadyAdmin] },
    root: {
      ...everything(200),
      promote: [409, messages.alreadyAdmin],
      demote: [403, messages.cannotDemoteRoot],
      disable: [403, messages.cannotDisableRoot],
      delete: [403, messages.cannotDeleteRoot],
      create: [403, messages.cannotCreateSameOrHigher],
    },
  },
};

describeEachDialect('user management role matrix: {user, admin, root} × {user, admin, root} (USR-020, USR-021)', (getDb, dialect) => {
  let harness: Harness;
  const sessions = {} as Record<Caller, Session>;
  let counter = 0;

  beforeAll(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    sessions.root = await setUpRoot(harness);
    sessions.admin = (await seedAndLogin(harness, { username: 'the-admin', role: Role.Admin })).session;
    sessions.user = (await seedAndLogin(harness, { username: 'the-user', role: Role.Common })).session;
  });

  const row = (id: number) => getDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const allUsers = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();

  function send(session: Session, action: Action, target: { id: number; username: string; role: number }): Promise<Response> {
    if (action === 'read') return harness.request(`/api/user/${target.id}`, { session });
    if (action === 'edit') {
      const body = { id: target.id, username: target.username, display_name: 'edited', password: '', group: 'default', quota: 5, role: target.role };
      return harness.request('/api/user/', { method: 'PUT', session, body });
    }
    if (action === 'create')
      return harness.request('/api/user/', { session, body: { username: `new${counter}`, display_name: 'new', password: 'password-123', role: target.role } });
    return harness.request('/api/user/manage', { session, body: { id: target.id, action } });
  }

  /** What an allowed action changed. */
  async function expectEffect(action: Action, target: { id: number; role: number }, before: Awaited<ReturnType<typeof row>>): Promise<void> {
    if (action === 'create') {
      expect(await getDb().selectFrom('users').select('role').where('username', '=', `new${counter}`).executeTakeFirstOrThrow()).toEqual({ role: target.role });
      return;
    }
    const after = await row(target.id);
    const changes: Partial<Record<Action, Partial<typeof after>>> = {
      read: {},
      edit: { display_name: 'edited', quota: 5 },
      promote: { role: Role.Admin },
      demote: { role: Role.Common },
      disable: { status: UserStatus.Disabled },
      enable: { status: UserStatus.Enabled },
      logout: { session_epoch: Number(before.session_epoch) + 1 },
    };
    if (action === 'delete') expect(after.deleted_at).toBeGreaterThan(0);
    else expect(after).toMatchObject(changes[action]!);
  }

  for (const caller of ['user', 'admin', 'root'] as const) {
    for (const targetRole of ['user', 'admin', 'root'] as const) {
      it(`${caller} acting on ${targetRole}`, async () => {
        for (const action of ACTIONS) {
          counter += 1;
          const seeded = await seedUser(getDb(), {
            username: `t${counter}`,
            role: ROLE[targetRole],
            status: action === 'enable' ? UserStatus.Disabled : UserStatus.Enabled,
          });
          const target = { id: seeded.id, username: seeded.username, role: ROLE[targetRole] };
          const expected = EXPECTED[caller][targetRole][action];
          const before = await allUsers();
          const response = await send(sessions[caller], action, target);
          const label = `${caller} ${action} ${targetRole}`;
          const body = await envelopeOf(response);
          if (expected === 200) {
            expect(response.status, `${label}: ${body.message}`).toBe(200);
            await expectEffect(action, target, seeded);
            continue;
          }
          expect([response.status, body.message], label).toEqual(expected);
          expect(await allUsers(), `${label} was refused but wrote`).toEqual(before);
        }
      });
    }
  }
});
