import { beforeEach, expect, it } from 'vitest';
import { clearAllTables, describeEachDialect } from '@gateway/db/testing';
import { messages, Role, UserStatus } from '@gateway/domain';
import { createHarness, envelopeOf, seedAndLogin, seedUser, setUpRoot, type Harness, type Session } from './support/harness.ts';

describeEachDialect('POST /api/user/manage', (getDb, dialect) => {
  let harness: Harness;
  let root: Session;
  let admin: Session;
  let commonId: number;
  beforeEach(async () => {
    await clearAllTables(getDb());
    harness = createHarness(getDb(), dialect);
    root = await setUpRoot(harness);
    admin = (await seedAndLogin(harness, { username: 'admin', role: Role.Admin })).session;
    commonId = (await seedUser(getDb(), { username: 'common' })).id;
  });

  const manage = (session: Session, id: number, action: string) => harness.request('/api/user/manage', { session, body: { id, action } });
  const userRow = (id: number) => getDb().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const allUsers = () => getDb().selectFrom('users').selectAll().orderBy('id').execute();

  it('API-USR-008: disable, enable, promote, demote and delete answer the new {role, status}', async () => {
    const steps: [Session, string, { role: number; status: number }][] = [
      [admin, 'disable', { role: Role.Common, status: UserStatus.Disabled }],
      [admin, 'enable', { role: Role.Common, status: UserStatus.Enabled }],
      [root, 'promote', { role: Role.Admin, status: UserStatus.Enabled }],
      [root, 'demote', { role: Role.Common, status: UserStatus.Enabled }],
    ];
    for (const [session, action, data] of steps) {
      const response = await manage(session, commonId, action);
      expect(response.status, action).toBe(200);
      expect(await envelopeOf(response)).toEqual({ success: true, message: '', data });
      expect(await userRow(commonId)).toMatchObject(data);
    }
    const removed = await manage(admin, commonId, 'delete');
    expect(removed.status).toBe(200);
    expect((await userRow(commonId)).deleted_at).toBeGreaterThan(0);
    expect((await manage(admin, commonId, 'enable')).status).toBe(404);
  });

  it('a disabled user is locked out of an existing session: disabling ends it (401, ADR 0017)', async () => {
    const { user, session } = await seedAndLogin(harness, { username: 'victim' });
    expect((await manage(admin, user.id, 'disable')).status).toBe(200);
    expect((await harness.request('/api/user/self', { session })).status).toBe(401);
  });

  it('refuses every rule break with a clear message and writes nothing', async () => {
    const otherAdmin = await seedUser(getDb(), { username: 'admin2', role: Role.Admin });
    const otherRoot = await seedUser(getDb(), { username: 'root2', role: Role.Root });
    const snapshot = await allUsers();
    const cases: [Session, number, string, number, string | RegExp][] = [
      [admin, otherAdmin.id, 'disable', 403, messages.cannotManageSameOrHigher],
      [admin, admin.userId, 'demote', 403, messages.cannotManageSameOrHigher],
      [admin, root.userId, 'disable', 403, messages.cannotManageSameOrHigher],
      [admin, commonId, 'promote', 403, messages.onlyRootCanPromote],
      [root, otherAdmin.id, 'promote', 409, messages.alreadyAdmin],
      [root, commonId, 'demote', 409, messages.cannotDemoteCommon],
      [root, otherRoot.id, 'disable', 403, messages.cannotDisableRoot],
      [root, otherRoot.id, 'delete', 403, messages.cannotDeleteRoot],
      [root, otherRoot.id, 'demote', 403, messages.cannotDemoteRoot],
      [root, root.userId, 'delete', 403, messages.cannotDeleteRoot],
      [root, 99_999, 'disable', 404, messages.userNotFound],
      [root, commonId, 'explode', 400, /action: must be one of disable, enable, delete, promote, demote/],
    ];
    for (const [session, id, action, status, message] of cases) {
      const response = await manage(session, id, action);
      expect(response.status, `${action} ${id}`).toBe(status);
      const body = await envelopeOf(response);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(message);
    }
    expect(await allUsers()).toEqual(snapshot);
  });

  it.each([
    ['a missing id', { action: 'disable' }, /id: is required/],
    ['a string id', { id: '2', action: 'disable' }, /id: must be a number/],
    ['a missing action', { id: 2 }, /action: /],
  ])('answers 400 for %s', async (_label, body, message) => {
    const response = await harness.request('/api/user/manage', { session: admin, body });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).message).toMatch(message);
  });

  it('is closed to common users', async () => {
    const { session } = await seedAndLogin(harness, { username: 'plain' });
    const response = await manage(session, commonId, 'disable');
    expect(response.status).toBe(403);
    expect((await userRow(commonId)).status).toBe(UserStatus.Enabled);
  });
});
