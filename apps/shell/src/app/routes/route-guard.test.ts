import { describe, expect, it } from 'vitest';
import { decideRoute, meetsRole } from './route-guard.ts';
import { isPublicPath, isSidebarFreePath, matchShellPage } from './route-paths.ts';
import { matchPattern } from './match-pattern.ts';

const admin = { role: 10 };
const common = { role: 1 };
const ready = { setupDone: true };

describe('public and guarded paths', () => {
  it.each(['/setup', '/login', '/register', '/reset', '/oauth/github', '/oauth/oidc', '/oauth/linuxdo', '/chat', '/chat/2'])(
    'SH-002: %s is open without a login',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
      expect(decideRoute({ ...ready, pathname: path === '/setup' ? '/login' : path, user: null })).toEqual({ kind: 'render' });
    },
  );

  it.each(['/channel', '/channel/add', '/channel/edit/3', '/token', '/playground', '/redemption', '/chat2link'])(
    'SH-003 / SH-006: %s sends a visitor to /login',
    (path) => {
      expect(decideRoute({ ...ready, pathname: path, user: null })).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it.each(['/user', '/user/edit/4', '/user/edit', '/setting', '/personal', '/topup', '/log', '/detail', '/midjourney', '/task'])(
    'SH-004 / SH-005: %s needs a stored login',
    (path) => {
      expect(decideRoute({ ...ready, pathname: path, user: null })).toEqual({ kind: 'redirect', to: '/login' });
      expect(decideRoute({ ...ready, pathname: path, user: common })).toEqual({ kind: 'render' });
    },
  );

  it('SH-053: /user/reset, where the password-reset email lands, is open to a signed-out visitor', () => {
    expect(decideRoute({ ...ready, pathname: '/user/reset', user: null })).toEqual({ kind: 'render' });
  });

  it.each(['/', '/about', '/pricing'])('SH-007 resolution: %s is public', (path) => {
    expect(decideRoute({ ...ready, pathname: path, user: null })).toEqual({ kind: 'render' });
  });

  it('SH-034: a signed-in user opening /login or /register goes to /token', () => {
    expect(decideRoute({ ...ready, pathname: '/login', user: common })).toEqual({ kind: 'redirect', to: '/token' });
    expect(decideRoute({ ...ready, pathname: '/register', user: admin })).toEqual({ kind: 'redirect', to: '/token' });
    expect(decideRoute({ ...ready, pathname: '/reset', user: admin })).toEqual({ kind: 'render' });
  });

  it('treats a trailing slash as the same page', () => {
    expect(decideRoute({ ...ready, pathname: '/token/', user: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(isPublicPath('/login/')).toBe(true);
  });
});

describe('setup redirect', () => {
  it.each(['/', '/login', '/token', '/nowhere', '/setting'])('SH-009: %s redirects to /setup while setup is pending', (path) => {
    expect(decideRoute({ setupDone: false, pathname: path, user: null })).toEqual({ kind: 'redirect', to: '/setup' });
    expect(decideRoute({ setupDone: false, pathname: path, user: admin })).toEqual({ kind: 'redirect', to: '/setup' });
  });

  it('SH-009: /setup itself renders while setup is pending', () => {
    expect(decideRoute({ setupDone: false, pathname: '/setup', user: null })).toEqual({ kind: 'render' });
  });

  it('SH-062: /setup redirects to / once setup is done', () => {
    expect(decideRoute({ ...ready, pathname: '/setup', user: null })).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('not found and roles', () => {
  it.each(['/nowhere', '/oauth/facebook', '/tokens', '/settings/x'])('SH-008: %s is a not-found page, signed in or not', (path) => {
    expect(decideRoute({ ...ready, pathname: path, user: null })).toEqual({ kind: 'not-found' });
    expect(decideRoute({ ...ready, pathname: path, user: admin })).toEqual({ kind: 'not-found' });
  });

  it('forbids an admin page to a normal user and allows it to an admin', () => {
    expect(decideRoute({ ...ready, pathname: '/channel', user: common, requiredRole: 10 })).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ ...ready, pathname: '/channel', user: admin, requiredRole: 10 })).toEqual({ kind: 'render' });
    expect(decideRoute({ ...ready, pathname: '/setting', user: admin, requiredRole: 100 })).toEqual({ kind: 'forbidden' });
    expect(decideRoute({ ...ready, pathname: '/setting', user: { role: 100 }, requiredRole: 100 })).toEqual({ kind: 'render' });
  });

  it('meetsRole: 0 is public, anything else needs a user of that role', () => {
    expect(meetsRole(null, 0)).toBe(true);
    expect(meetsRole(null, 1)).toBe(false);
    expect(meetsRole(common, 1)).toBe(true);
    expect(meetsRole(common, 10)).toBe(false);
  });
});

describe('shell pages and layout', () => {
  it('matches shell pages and rejects unknown OAuth providers', () => {
    expect(matchShellPage('/oauth/github')).toBe('/oauth/:provider');
    expect(matchShellPage('/oauth/unknown')).toBeUndefined();
    expect(matchShellPage('/personal')).toBe('/personal');
    // SH-053: the reset email's page is the shell's, though /user belongs to the settings remote.
    expect(matchShellPage('/user/reset')).toBe('/user/reset');
    expect(matchShellPage('/user/edit/3')).toBeUndefined();
    expect(matchShellPage('/token')).toBeUndefined();
  });

  it.each([
    ['/', true],
    ['/chat/1', true],
    ['/setup', true],
    ['/login', true],
    ['/user/reset', true],
    ['/token', false],
    ['/personal', false],
    ['/chat2link', false],
  ])('SH-025: sidebar hidden on %s → %s', (path, hidden) => {
    expect(isSidebarFreePath(path)).toBe(hidden);
  });

  it('matchPattern handles params, optional params and literals', () => {
    expect(matchPattern('/user/edit/:id', '/user/edit/7')).toEqual({ id: '7' });
    expect(matchPattern('/chat/:id?', '/chat')).toEqual({ id: undefined });
    expect(matchPattern('/chat/:id?', '/chat/3/4')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/a/:x', '/a/%E4%BD%A0')).toEqual({ x: '你' });
  });
});
