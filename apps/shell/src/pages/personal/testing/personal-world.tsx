/**
 * Test world of /personal: a signed-in user, the page's API stubbed per "METHOD /path" (every call
 * recorded), and the page rendered the way the console does (one QueryClient, the sdk's error
 * handler wired to the notices, the `personal` namespace registered).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { StatusPayload, UserSelf } from '@gateway/domain';
import { i18n, type Language } from '@gateway/i18n';
import { configureApiClient } from '@gateway/sdk';
import { createQueryClient } from '@gateway/sdk/queries';
import { notifyExternal } from '@gateway/ui/notify';
import { stubApi } from '@gateway/console-testing/stub-api';
import type { StubRoutes } from '@gateway/console-testing/stub-api';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { useTestLanguage } from '../../../testing/test-i18n.ts';
import PersonalPage, { registerPersonalMessages } from '../personal-entry.ts';

export function selfUser(overrides: Partial<UserSelf> = {}): UserSelf {
  return {
    id: 2,
    username: 'alice',
    display_name: 'Alice',
    role: 1,
    status: 1,
    email: '',
    group: 'default',
    quota: 1_234_567,
    used_quota: 250_000,
    request_count: 42,
    aff_code: 'Ab12',
    aff_count: 3,
    aff_quota: 1_500_000,
    aff_history_quota: 2_000_000,
    inviter_id: 0,
    github_id: '',
    oidc_id: '',
    wechat_id: '',
    telegram_id: '',
    linux_do_id: '',
    setting: '',
    deleted_at: null,
    ...overrides,
  };
}

export type PersonalWorldOptions = {
  user?: UserSelf;
  language?: Language;
  status?: Partial<StatusPayload>;
  models?: string[];
  routes?: StubRoutes;
};

export async function renderPersonal({ user = selfUser(), language = 'en', status = {}, models = ['gpt-4o', 'o3'], routes = {} }: PersonalWorldOptions = {}) {
  const api = stubApi({
    'GET /api/user/self': { data: user },
    'GET /api/user/aff': { data: user.aff_code },
    'GET /api/user/models': { data: models },
    ...routes,
  });
  await useTestLanguage(language);
  await registerPersonalMessages();
  configureApiClient({ translate: (key, values) => i18n.t(key, values ?? {}), notifyError: (message, options) => notifyExternal.error(message, options) });
  const client = createQueryClient();
  const sessionUser = { id: user.id, username: user.username, display_name: user.display_name, role: user.role, status: user.status, group: user.group };
  const view = await renderInShell(
    <QueryClientProvider client={client}>
      <PersonalPage />
    </QueryClientProvider>,
    {
      language,
      path: '/personal',
      user: sessionUser,
      status: { quota_per_unit: 500000, display_in_currency: true, server_address: 'https://gw.example', ...status },
    },
  );
  return { ...view, ...api, client };
}
