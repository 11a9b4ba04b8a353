/**
 * Test helper: renders this remote's page the way the signed-in shell does (one QueryClient, the
 * app providers with toasts, the sdk error handler wired to them); `stubApi` (shared with the other
 * remotes) answers the API per "METHOD /path" and records every call.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Language } from '@gateway/i18n';
import { Role } from '@gateway/domain';
import { session } from '@gateway/sdk';
import remote from '../expose/routes.tsx';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';

export { baseStatus, stubApi, type RecordedCall, type StubAnswer, type StubRoutes } from '@gateway/console-testing/stub-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** Stores the signed-in user the way a login does; the page reads the role from it (LOG-015). */
export function signInAs(role: 'admin' | 'user'): void {
  session.setUser({
    id: role === 'admin' ? 1 : 2,
    username: role === 'admin' ? 'root' : 'alice',
    display_name: '',
    role: role === 'admin' ? Role.Admin : Role.Common,
    status: 1,
    group: 'default',
  });
}

/** Renders `path` of this remote in `language`, after loading the stubbed status into the sdk's store. */
export async function renderPage(path: string, language: Language = 'en') {
  return renderRemotePage(remote, path, language, { loadStatus: true });
}
