/**
 * Test helper: renders this remote's pages the way the shell does (one QueryClient, the app
 * providers with notices, the sdk error handler wired to them); `stubApi` (shared with the other
 * remotes) answers the API per "METHOD /path" and records every call.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Language } from '@gateway/i18n';
import { Role } from '@gateway/domain';
import { session } from '@gateway/sdk';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import remote from '../expose/routes.tsx';

export { baseStatus, stubApi, type RecordedCall, type StubAnswer, type StubRoutes } from '@gateway/console-testing/stub-api';
export { noticeTexts } from '@gateway/console-testing/notices';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** Stores a signed-in common user the way a login does (id 2, group `group`). */
export function signInAs(group = 'default'): void {
  session.setUser({ id: 2, username: 'alice', display_name: 'Alice', role: Role.Common, status: 1, group });
}

/** Renders `path` of this remote in `language`, after loading the stubbed status into the sdk's store. */
export function renderPage(path: string, language: Language = 'en') {
  return renderRemotePage(remote, path, language, { loadStatus: true });
}
