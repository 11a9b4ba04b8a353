import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { noticeTexts } from '@gateway/console-testing/notices';
import remote from '../../expose/routes.tsx';
import { settingsWorld } from '../../testing/settings-page-world.ts';
import { systemSectionKeys } from './system-keys.ts';

const WAIT = { timeout: 45_000 };
const form = (name: string) => screen.findByRole('form', { name }, WAIT);
const inputNamed = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
const save = (section: HTMLElement) => fireEvent.click(within(section).getByRole('button', { name: /^Save/ }));

const titles = {
  general: 'General',
  worker: 'Proxy worker',
  payment: 'Payment',
  login: 'Sign-in and registration',
  smtp: 'SMTP',
  oidc: 'OIDC',
  github: 'GitHub OAuth',
  linuxdo: 'Linux DO OAuth',
  wechat: 'WeChat server',
  telegram: 'Telegram',
  turnstile: 'Turnstile',
} as const;

describe('system tab', () => {
  it('SET-061, SET-062, SET-067, SET-071: every section with a field for each of its options', async () => {
    settingsWorld({ stored: { ServerAddress: 'https://gw.example.com', SMTPPort: '465' } });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    for (const [id, title] of Object.entries(titles)) {
      const section = await form(title);
      for (const key of systemSectionKeys[id as keyof typeof titles]) expect(inputNamed(section, key), `${title}: ${key}`).not.toBeNull();
    }
    const whitelist = await form('Email domain whitelist');
    expect(inputNamed(whitelist, 'EmailDomainRestrictionEnabled')).not.toBeNull();
    expect(within(whitelist).getByRole('list', { name: 'Allowed domains' })).toBeTruthy();
    expect(inputNamed(await form('General'), 'ServerAddress')?.value).toBe('https://gw.example.com');
    expect(inputNamed(await form('SMTP'), 'SMTPPort')?.value).toBe('465');
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('SET-064: Price 7.3 and MinTopUp 1 by default; SET-065: payment is refused before sending while the server address is empty', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const payment = await form('Payment');
    expect(inputNamed(payment, 'Price')?.value).toBe('7.3');
    expect(inputNamed(payment, 'MinTopUp')?.value).toBe('1');
    expect(payment.textContent).toContain('Set and save the server address (General) first');
    fireEvent.change(inputNamed(payment, 'PayAddress')!, { target: { value: 'https://pay.example.com' } });
    save(payment);
    expect(await within(payment).findByText('Set the server address (general settings) before saving payment settings', {}, WAIT)).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it('SET-066: the top-up group ratio must be valid JSON', async () => {
    const api = settingsWorld({ stored: { ServerAddress: 'https://gw.example.com' } });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const payment = await form('Payment');
    const ratio = payment.querySelector<HTMLTextAreaElement>('[name="TopupGroupRatio"]')!;
    fireEvent.change(ratio, { target: { value: '{"default": 1' } });
    fireEvent.blur(ratio);
    expect(await within(payment).findByText('Top-up group ratio is not a valid JSON string', {}, WAIT)).toBeTruthy();
    fireEvent.change(ratio, { target: { value: '{"default": 1.5}' } });
    save(payment);
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'TopupGroupRatio', value: '{"default": 1.5}' }]), WAIT);
  });

  it('SET-068: turning password login off asks; cancelling keeps it on and sends nothing, confirming saves off', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const login = await form('Sign-in and registration');
    const toggle = inputNamed(login, 'PasswordLoginEnabled')!;
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn password sign-in off?' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(toggle.checked).toBe(true);
    expect(api.puts()).toEqual([]);
    fireEvent.click(toggle);
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'PasswordLoginEnabled', value: 'false' }]), WAIT);
    await waitFor(() => expect(inputNamed(login, 'PasswordLoginEnabled')!.checked).toBe(false), WAIT);
    // Back on is an ordinary edit saved with the section, no question asked.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    fireEvent.click(inputNamed(login, 'PasswordLoginEnabled')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    save(login);
    await waitFor(() => expect(api.puts().at(-1)).toEqual({ key: 'PasswordLoginEnabled', value: 'true' }), WAIT);
  });

  it('SET-069, SET-070: domains are added as chips only when valid and new; the list is saved comma-separated', async () => {
    const api = settingsWorld({ stored: { EmailDomainWhitelist: 'gmail.com,qq.com' } });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const section = await form('Email domain whitelist');
    const list = within(section).getByRole('list', { name: 'Allowed domains' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gmail.com', 'qq.com']);
    const input = within(section).getByLabelText('Domain to add');
    const add = within(section).getByRole('button', { name: 'Add' });
    fireEvent.change(input, { target: { value: 'not a domain' } });
    fireEvent.click(add);
    expect(await within(section).findByText('Email domain invalid or duplicate: not a domain (Allowed domains)', {}, WAIT)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'GMAIL.com' } });
    fireEvent.click(add);
    expect(await within(section).findByText('Email domain invalid or duplicate: gmail.com (Allowed domains)', {}, WAIT)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'example.org' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(list).findByText('example.org', {}, WAIT);
    fireEvent.click(within(within(list).getByText('qq.com').closest('[role="button"]') as HTMLElement).getByTestId('CancelIcon'));
    save(section);
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'EmailDomainWhitelist', value: 'gmail.com,example.org' }]), WAIT);
  });

  it('SET-071: a stored credential shows as set, never its value; blank keeps it, typing replaces it, Remove clears it', async () => {
    const api = settingsWorld({ stored: { SMTPServer: 'smtp.example.com' }, secretsSet: ['SMTPToken'] });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const smtp = await form('SMTP');
    const token = inputNamed(smtp, 'SMTPToken')!;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    expect(smtp.querySelector('[data-option-key="SMTPToken"]')?.getAttribute('data-secret-state')).toBe('set');
    expect(
      inputNamed(await form('Turnstile'), 'TurnstileSecretKey')
        ?.closest('[data-secret-state]')
        ?.getAttribute('data-secret-state'),
    ).toBe('unset');
    fireEvent.change(inputNamed(smtp, 'SMTPServer')!, { target: { value: 'mail.example.com' } });
    save(smtp);
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'SMTPServer', value: 'mail.example.com' }]), WAIT);
    fireEvent.change(token, { target: { value: 'new-password' } });
    save(smtp);
    await waitFor(() => expect(api.puts().at(-1)).toEqual({ key: 'SMTPToken', value: 'new-password' }), WAIT);
    await waitFor(() => expect(inputNamed(smtp, 'SMTPToken')!.value).toBe(''), WAIT);
    fireEvent.click(within(smtp).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.puts().at(-1)).toEqual({ key: 'SMTPToken', value: '', clear: true }), WAIT);
  });

  it('SET-067: a sign-in switch whose credential is stored on the server is sent; one without is refused first', async () => {
    const api = settingsWorld({ secretsSet: ['TelegramBotToken'] });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const login = await form('Sign-in and registration');
    fireEvent.click(inputNamed(login, 'GitHubOAuthEnabled')!);
    save(login);
    expect(await within(login).findByText('Enter the GitHub Client ID before enabling GitHub OAuth', {}, WAIT)).toBeTruthy();
    expect(api.puts()).toEqual([]);
    fireEvent.click(inputNamed(login, 'GitHubOAuthEnabled')!);
    fireEvent.click(inputNamed(login, 'TelegramOAuthEnabled')!);
    save(login);
    await waitFor(() => expect(api.puts()).toEqual([{ key: 'TelegramOAuthEnabled', value: 'true' }]), WAIT);
  });

  it('SET-073: "Fetch configuration" fills the endpoints from the server; a failure says OIDC configuration fetch failed', async () => {
    const endpoints = {
      issuer: 'https://id.example.com',
      authorization_endpoint: 'https://id.example.com/auth',
      token_endpoint: 'https://id.example.com/token',
      user_info_endpoint: 'https://id.example.com/me',
    };
    let answer: { data: unknown } | { fail: string } = { data: endpoints };
    const api = settingsWorld({ routes: { 'POST /api/option/oidc_discovery': () => answer } });
    await renderRemotePage(remote, '/setting?tab=system', 'en');
    const oidc = await form('OIDC');
    fireEvent.click(within(oidc).getByRole('button', { name: 'Fetch configuration' }));
    expect(await screen.findByText('Enter the well-known URL first', {}, WAIT)).toBeTruthy();
    fireEvent.change(inputNamed(oidc, 'oidc.well_known')!, { target: { value: 'https://id.example.com/.well-known/openid-configuration' } });
    fireEvent.click(within(oidc).getByRole('button', { name: 'Fetch configuration' }));
    await waitFor(() => expect(inputNamed(oidc, 'oidc.token_endpoint')!.value).toBe('https://id.example.com/token'), WAIT);
    expect(inputNamed(oidc, 'oidc.authorization_endpoint')!.value).toBe('https://id.example.com/auth');
    expect(api.callsTo('POST', '/api/option/oidc_discovery')[0]!.body).toEqual({ well_known: 'https://id.example.com/.well-known/openid-configuration' });
    answer = { fail: 'OIDC configuration fetch failed: the server answered HTTP 404' };
    fireEvent.click(within(oidc).getByRole('button', { name: 'Fetch configuration' }));
    await waitFor(() => expect(noticeTexts()).toContain('OIDC configuration fetch failed: the server answered HTTP 404'), WAIT);
    expect(api.puts()).toEqual([]);
  });

  it('SET-061: the sections in Chinese', async () => {
    settingsWorld({ secretsSet: ['GitHubClientSecret'] });
    await renderRemotePage(remote, '/setting?tab=system', 'zh');
    for (const title of [
      '通用设置',
      '代理 Worker',
      '支付设置',
      '登录与注册',
      '邮箱域名白名单',
      'SMTP 设置',
      'OIDC 设置',
      'GitHub OAuth 设置',
      'Linux DO OAuth 设置',
      '微信服务器设置',
      'Telegram 设置',
      'Turnstile 设置',
    ]) {
      expect(await form(title), title).toBeTruthy();
    }
    expect(within(await form('GitHub OAuth 设置')).getByText('已设置')).toBeTruthy();
  });
});
