/**
 * Test world of the /setting page: a signed-in user of the given role and a stubbed options API
 * that stores what PUT /api/option/ sends (so a reload sees it) and can refuse chosen keys.
 */
import { afterEach, vi } from 'vitest';
import { isSecretOption, Role } from '@gateway/domain';
import { session } from '@gateway/sdk';
import { stubApi } from '@gateway/console-testing/stub-api';
import type { RecordedCall, StubRoutes } from '@gateway/console-testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

export type SettingsWorldOptions = {
  role?: number;
  /** Stored option values (GET /api/option/ lists these; the page fills the rest with defaults). */
  stored?: Record<string, string>;
  /** key → server message: PUT of that key answers success:false with it. */
  refuse?: Record<string, string>;
  /** Extra routes (DELETE /api/log/ …). */
  routes?: StubRoutes;
  /** Credentials the server holds (GET /api/option/secrets says they are set; their values never come). */
  secretsSet?: string[];
};

export function settingsWorld({ role = Role.Root, stored = {}, refuse = {}, routes = {}, secretsSet = [] }: SettingsWorldOptions = {}) {
  session.setUser({ id: 1, username: 'root', display_name: 'Root', role, status: 1, group: 'default' });
  const options: Record<string, string> = { ...stored };
  const api = stubApi({
    'GET /api/status': { data: { quota_per_unit: 500000, display_in_currency: true } },
    // Like the server: credentials are stored but never listed.
    'GET /api/option/': () => ({
      data: Object.entries(options)
        .filter(([key]) => !isSecretOption(key))
        .map(([key, value]) => ({ key, value })),
    }),
    'GET /api/option/secrets': () => ({ data: secretsSet.map((key) => ({ key, set: true })) }),
    'PUT /api/option/': (call: RecordedCall) => {
      const { key, value } = call.body as { key: string; value: string };
      if (refuse[key] !== undefined) return { fail: refuse[key] };
      options[key] = value;
      return { data: null };
    },
    ...routes,
  });
  /** The PUT /api/option/ bodies, in the order they were sent. */
  const puts = () => api.callsTo('PUT', '/api/option/').map((call) => call.body as { key: string; value: string });
  return { ...api, options, puts };
}
