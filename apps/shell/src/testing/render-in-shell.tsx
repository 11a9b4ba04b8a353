import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { StatusPayload } from '@gateway/domain';
import { session, type SessionUser } from '@gateway/sdk';
import { createAppTheme } from '@gateway/ui/theme';
import { NotificationsProvider } from '@gateway/ui/notify';
import { StatusContext } from '../app/status/status-context.ts';
import { useTestLanguage } from './test-i18n.ts';

/** A status payload as a freshly set-up server sends it; tests override what they exercise. */
export const testStatus = {
  setup: true,
  system_name: 'Test Gateway',
  logo: '',
  footer_html: '',
  docs_link: '',
  server_address: '',
  version: 'v1.0.0',
  password_login_enabled: true,
  register_enabled: true,
  password_register_enabled: true,
  email_verification: false,
  turnstile_check: false,
  turnstile_site_key: '',
  admin_only_login: false,
  self_use_mode_enabled: false,
  demo_site_enabled: false,
  enable_data_export: false,
  enable_drawing: false,
  enable_task: false,
  chats: [],
} as unknown as StatusPayload;

export const testAdmin: SessionUser = { id: 1, username: 'root', display_name: 'Root User', role: 100, status: 1, group: 'default' };
export const testUser: SessionUser = { id: 2, username: 'alice', display_name: 'Alice', role: 1, status: 1, group: 'default' };

export type RenderInShellOptions = {
  language?: 'en' | 'zh';
  /** The address the test starts at (the app uses the browser location). */
  path?: string;
  status?: Partial<StatusPayload>;
  user?: SessionUser | null;
};

/** Renders inside the console's theme, toasts, translations and a status payload. */
export async function renderInShell(element: ReactElement, options: RenderInShellOptions = {}) {
  await useTestLanguage(options.language ?? 'en');
  window.history.replaceState(null, '', options.path ?? '/');
  if (options.user) session.setUser(options.user);
  else session.clear();
  const status = { ...testStatus, ...options.status } as StatusPayload;
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <ThemeProvider theme={createAppTheme('light')}>
      <NotificationsProvider>
        <StatusContext.Provider value={status}>{children}</StatusContext.Provider>
      </NotificationsProvider>
    </ThemeProvider>
  );
  return render(element, { wrapper: Wrapper });
}

/** A fetch stub answering by "METHOD path" with an envelope (or a Response-producing function). */
export function stubApi(routes: Record<string, unknown | ((request: { url: URL; body: unknown }) => Response | Promise<Response>)>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return new Response(JSON.stringify({ success: false, message: `no stub for ${method} ${url.pathname}` }), { status: 404 });
    if (typeof route === 'function') return route({ url, body });
    return new Response(JSON.stringify(route), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetchStub, calls };
}
