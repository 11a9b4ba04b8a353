import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TokenRow } from '@gateway/domain';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import remote from '../../expose/routes.tsx';
import { baseStatus, noticeTexts, renderPage, signInAs, stubApi } from '../../testing/render-page.tsx';

const redirect = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('./redirect.ts', () => ({ redirectTo: (url: string) => redirect.calls.push(url) }));

const NEXT_CHAT = 'https://chat.example/#/?settings={"key":"{key}","url":"{address}"}';
const LOBE = 'https://lobe.example/?url={address}/v1&key={key}';
const ADDRESS = encodeURIComponent(baseStatus.server_address);

const token = (id: number, status: number): TokenRow => ({
  id,
  user_id: 2,
  key: `key${id}`,
  status,
  name: `t${id}`,
  created_time: 0,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 0,
  unlimited_quota: true,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 0,
  group: '',
});

function stubWorld(status: Record<string, unknown>, tokens: TokenRow[] = [token(1, 2), token(2, 1)]) {
  return stubApi({
    'GET /api/status': { data: { ...baseStatus, chat_link: '', ...status } },
    'GET /api/token/': { data: { items: tokens, total: tokens.length, page: 0 } },
  });
}

function frame(): HTMLIFrameElement {
  return document.querySelector('iframe')!;
}

beforeEach(() => {
  redirect.calls.length = 0;
});

describe('/chat/:id (PP-032, PP-033, PP-035, PP-036)', () => {
  it('PP-032 / PP-033: frames the configured link with {address} and {key} filled from the first enabled token', async () => {
    signInAs();
    stubWorld({ chats: [{ NextChat: NEXT_CHAT }, { LobeChat: LOBE }] });
    await renderPage('/chat/0');
    await waitFor(() => expect(frame()).toBeTruthy(), { timeout: 45_000 });
    expect(frame().getAttribute('src')).toBe(`https://chat.example/#/?settings={"key":"sk-key2","url":"${ADDRESS}"}`);
    expect(frame().getAttribute('title')).toBe('NextChat chat client');
    expect(screen.getByRole('heading', { level: 1, name: 'NextChat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(frame().getAttribute('src'));
  });

  it('/chat/1 opens the second link; /chat without an id the first', async () => {
    signInAs();
    stubWorld({ chats: [{ NextChat: NEXT_CHAT }, { LobeChat: LOBE }] });
    await renderPage('/chat/1');
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(`https://lobe.example/?url=${ADDRESS}/v1&key=sk-key2`), { timeout: 45_000 });
  });

  it('without a configured server address the page origin is filled in', async () => {
    signInAs();
    stubWorld({ server_address: '', chats: [{ LobeChat: LOBE }] });
    await renderPage('/chat');
    await waitFor(() => expect(frame()?.getAttribute('src')).toBe(`https://lobe.example/?url=${encodeURIComponent(window.location.origin)}/v1&key=sk-key2`), {
      timeout: 45_000,
    });
  });

  it.each([
    ['en', 'No chat links are configured. Contact the administrator to configure chat links.'],
    ['zh', '尚未配置聊天链接，请联系管理员配置聊天链接。'],
  ] as const)('PP-035: with no chat links configured it says to contact the admin (%s)', async (language, message) => {
    signInAs();
    const api = stubWorld({ chats: [] });
    await renderPage('/chat/0', language);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo('GET', '/api/token/')).toHaveLength(0);
  });

  it.each([
    ['en', /The chat data could not be read \(chat data parse failed\)/],
    ['zh', /聊天数据解析失败/],
  ] as const)('PP-036: unreadable stored chat data says so (%s)', async (language, message) => {
    signInAs();
    window.localStorage.setItem('chats', '{"NextChat": broken');
    stubApi({ 'GET /api/status': { fail: 'offline' } });
    await renderRemotePage(remote, '/chat/0', language);
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
  });

  it('a visitor is asked to sign in; no token is looked up', async () => {
    const api = stubWorld({ chats: [{ NextChat: NEXT_CHAT }] });
    await renderPage('/chat/0');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Sign in to open NextChat/);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('GET', '/api/token/')).toHaveLength(0);
  });

  it('an id that is not a position, or past the list, says so', async () => {
    signInAs();
    stubWorld({ chats: [{ NextChat: NEXT_CHAT }] });
    const first = await renderPage('/chat/gpt');
    expect((await screen.findByRole('alert')).textContent).toContain('"gpt" is not a chat link');
    first.unmount();
    await renderPage('/chat/4');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no chat link number 5. Open a chat from the sidebar instead.');
  });

  it('a script link is refused as broken configuration; an app link is a button, not a frame', async () => {
    signInAs();
    stubWorld({ chats: [{ Evil: 'java\tscript:alert({key})' }, { AMA: 'ama://set-api-key?server={address}&key={key}' }] });
    const evil = await renderPage('/chat/0');
    expect((await screen.findByRole('alert', {}, { timeout: 45_000 })).textContent).toMatch(/The link of Evil is not an address that can be opened/);
    expect(frame()).toBeNull();
    evil.unmount();
    await renderPage('/chat/1');
    const open = await screen.findByRole('link', { name: 'Open AMA' }, { timeout: 45_000 });
    expect(open.getAttribute('href')).toBe(`ama://set-api-key?server=${ADDRESS}&key=sk-key2`);
    expect(frame()).toBeNull();
  });

  it('PP-031: without an enabled token the chat page tells the user and moves to /token', async () => {
    signInAs();
    stubWorld({ chats: [{ NextChat: NEXT_CHAT }] }, [token(1, 2)]);
    const { location } = await renderPage('/chat/0');
    await waitFor(() => expect(noticeTexts().some((text) => /No API token is enabled/.test(text))).toBe(true), { timeout: 45_000 });
    await waitFor(() => expect(location.history.at(-1)).toBe('/token'), { timeout: 45_000 });
    expect(frame()).toBeNull();
  });
});

describe('/chat2link (PP-034, PP-035)', () => {
  it('PP-034: goes to the ChatLink option as NextChat with the key and the encoded server address', async () => {
    signInAs();
    stubWorld({ chat_link: 'https://next.example', chats: [{ LobeChat: LOBE }] });
    await renderPage('/chat2link');
    await waitFor(() => expect(redirect.calls).toEqual([`https://next.example/#/?settings={"key":"sk-key2","url":"${ADDRESS}"}`]), { timeout: 45_000 });
    expect(screen.getByText('Opening next.example with one of your API tokens…')).toBeTruthy();
  });

  it('without ChatLink it goes to the first configured chat link', async () => {
    signInAs();
    stubWorld({ chats: [{ LobeChat: LOBE }, { NextChat: NEXT_CHAT }] });
    await renderPage('/chat2link', 'zh');
    await waitFor(() => expect(redirect.calls).toEqual([`https://lobe.example/?url=${ADDRESS}/v1&key=sk-key2`]), { timeout: 45_000 });
    expect(screen.getByText('正在使用你的一个 API 令牌打开 LobeChat…')).toBeTruthy();
  });

  it('PP-034: with several enabled tokens the user chooses one, the most recently used preselected; nothing opens before Open', async () => {
    signInAs();
    const used = (id: number, accessed_time: number) => ({ ...token(id, 1), accessed_time });
    stubWorld({ chat_link: 'https://next.example' }, [used(3, 100), token(6, 2), used(4, 500), used(5, 0)]);
    await renderPage('/chat2link');
    const choice = await screen.findByRole('combobox', { name: 'API token' }, { timeout: 45_000 });
    expect(choice.textContent).toBe('t4 (sk-…key4)');
    expect(redirect.calls).toEqual([]);
    fireEvent.mouseDown(choice);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['t3 (sk-…key3)', 't4 (sk-…key4)', 't5 (sk-…key5)']);
    fireEvent.click(options[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Open next.example' }));
    await waitFor(() => expect(redirect.calls).toEqual([`https://next.example/#/?settings={"key":"sk-key3","url":"${ADDRESS}"}`]));
  });

  it('PP-034: the preselected token is the one used most recently', async () => {
    signInAs();
    stubWorld({ chats: [{ LobeChat: LOBE }] }, [
      { ...token(3, 1), accessed_time: 100 },
      { ...token(4, 1), accessed_time: 500 },
    ]);
    await renderPage('/chat2link', 'zh');
    fireEvent.click(await screen.findByRole('button', { name: '打开 LobeChat' }, { timeout: 45_000 }));
    await waitFor(() => expect(redirect.calls).toEqual([`https://lobe.example/?url=${ADDRESS}/v1&key=sk-key4`]));
  });

  it('PP-035: nothing configured: the message, no redirect, no token read', async () => {
    signInAs();
    const api = stubWorld({ chats: [] });
    await renderPage('/chat2link');
    expect((await screen.findByRole('alert')).textContent).toBe('No chat links are configured. Contact the administrator to configure chat links.');
    expect([redirect.calls, api.callsTo('GET', '/api/token/')]).toEqual([[], []]);
  });

  it('a link a browser must not open is refused, not followed', async () => {
    signInAs();
    stubWorld({ chats: [{ Evil: 'javascript:alert({key})' }] });
    await renderPage('/chat2link');
    expect((await screen.findByRole('alert', {}, { timeout: 45_000 })).textContent).toMatch(/The link of Evil is not an address/);
    expect(redirect.calls).toEqual([]);
  });

  it('PP-031: without an enabled token it goes to /token instead', async () => {
    signInAs();
    stubWorld({ chats: [{ LobeChat: LOBE }] }, []);
    const { location } = await renderPage('/chat2link');
    await waitFor(() => expect(location.history.at(-1)).toBe('/token'), { timeout: 45_000 });
    expect(redirect.calls).toEqual([]);
  });
});
