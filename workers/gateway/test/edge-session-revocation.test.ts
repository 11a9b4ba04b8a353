import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser as createSupportUser, envelope, rootSession, signIn as signInAs, type Session } from './edge-support.ts';

/**
 * Session revocation (ADR 0017) on the Workers runtime: logout, an admin password change and a
 * role change end sessions on D1 exactly as on Node — the check reads the user row the request loads anyway.
 */
describe('edge gateway in workerd: sessions can be revoked', () => {
  let root: Session;
  const PASSWORD = 'edge-victim-1';

  beforeAll(async () => {
    root = await rootSession();
  });

  const createUser = (username: string) => createSupportUser(root, username, PASSWORD);
  const signIn = (username: string, password = PASSWORD) => signInAs(username, password);

  const selfStatus = async (session: Session) => (await call('/api/user/self', { session })).status;

  it('API-USR-022: logout ends that session (a copy of the cookie no longer works) and only that one', async () => {
    await createUser('edgelogout');
    const phone = await signIn('edgelogout');
    const laptop = await signIn('edgelogout');
    expect([await selfStatus(phone), await selfStatus(laptop)]).toEqual([200, 200]);
    expect((await call('/api/user/logout', { session: phone })).status).toBe(200);
    expect(await selfStatus(phone)).toBe(401);
    expect(await selfStatus(laptop)).toBe(200);
  });

  it('an admin password change through PUT /api/user/ ends every session of that user', async () => {
    const id = await createUser('edgepassword');
    const first = await signIn('edgepassword');
    const second = await signIn('edgepassword');
    const body = { id, username: 'edgepassword', display_name: 'edgepassword', password: 'edge-brand-new', group: 'default', quota: 0 };
    const edited = await envelope(await call('/api/user/', { method: 'PUT', session: root, body }));
    expect(edited.success, edited.message).toBe(true);
    expect([await selfStatus(first), await selfStatus(second)]).toEqual([401, 401]);
    expect(await selfStatus(await signIn('edgepassword', 'edge-brand-new'))).toBe(200);
    expect(await selfStatus(root)).toBe(200);
  });

  it('a role change (promote by root) ends the sessions; a new sign-in carries the new role', async () => {
    const id = await createUser('edgerole');
    const session = await signIn('edgerole');
    const promoted = await envelope(await call('/api/user/manage', { session: root, body: { id, action: 'promote' } }));
    expect(promoted.success, promoted.message).toBe(true);
    expect(await selfStatus(session)).toBe(401);
    const fresh = await signIn('edgerole');
    expect((await envelope(await call('/api/user/self', { session: fresh }))).data.role).toBe(10);
  });
});
