import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultChats, type TokenRow } from '@gateway/domain';
import { baseStatus, renderPage, stubApi } from '../../../testing/render-page.tsx';

const token: TokenRow = {
  id: 4,
  user_id: 2,
  key: 'AAAAbbbbCCCCddddEEEEffffGGGGhhhhIIIIjjjjKKKKwxyz',
  status: 1,
  name: 'ci-bot',
  created_time: 1_700_000_000,
  accessed_time: 0,
  expired_time: -1,
  remain_quota: 1234,
  unlimited_quota: false,
  model_limits_enabled: false,
  model_limits: '',
  allow_ips: '',
  used_quota: 0,
  group: 'vip',
};

function stubTokens(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/status': { data: baseStatus },
    'GET /api/token/': { data: { items: [token], page: 0, page_size: 10, total: 1 } },
    'GET /api/user/models': { data: ['gpt-4o', 'o3'] },
    'GET /api/user/self/groups': { data: { default: { desc: 'Default', ratio: 1 }, vip: { desc: 'VIP', ratio: 2 } } },
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('/token actions', () => {
  it('TW-003 / COM-019: a search calls GET /api/token/search with keyword, token and the page, keeps them in the URL and pages', async () => {
    const api = stubTokens({
      'GET /api/token/search': (call) => {
        const page = Math.max(Number(call.query.get('p') ?? 0), 1);
        return { data: { items: [{ ...token, id: page, name: `found-${page}` }], page, page_size: 10, total: 25 } };
      },
    });
    const { location } = await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'ci' } });
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'sk-AAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('found-1')).toBeTruthy();
    const search = api.callsTo('GET', '/api/token/search')[0]!;
    expect([search.query.get('keyword'), search.query.get('token'), search.query.get('p'), search.query.get('size')]).toEqual(['ci', 'sk-AAAA', '0', '10']);
    expect(location.history?.at(-1)).toContain('keyword=ci');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('found-2')).toBeTruthy();
    expect(api.callsTo('GET', '/api/token/search').at(-1)!.query.get('p')).toBe('2');
  });

  it('TW-009 / TW-010 / TW-021: edit loads GET /api/token/:id, offers the user groups and PUTs with the id', async () => {
    const api = stubTokens({ 'GET /api/token/4': { data: token }, 'PUT /api/token/': (call) => ({ data: { ...token, ...(call.body as object) } }) });
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getByRole('button', { name: 'Edit: ci-bot' }));
    const drawer = await screen.findByRole('dialog');
    expect((within(drawer).getByLabelText('Remaining quota') as HTMLInputElement).value).toBe('1234');
    expect(api.callsTo('GET', '/api/token/4')).toHaveLength(1);
    expect(await within(drawer).findByText('vip — VIP (2x)')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Allowed IPs'), { target: { value: '10.0.0.1\n\n10.0.0.2' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/token/')).toHaveLength(1));
    const put = api.callsTo('PUT', '/api/token/')[0]!;
    expect(put.query.get('status_only')).toBeNull();
    expect(put.body).toMatchObject({ id: 4, name: 'ci-bot', remain_quota: 1234, allow_ips: '10.0.0.1\n10.0.0.2', group: 'vip' });
    expect(await screen.findByText('Token "ci-bot" updated')).toBeTruthy();
  });

  it('TW-007: delete asks first, then calls DELETE /api/token/:id/', async () => {
    const api = stubTokens({ 'DELETE /api/token/4/': { data: null } });
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getByRole('button', { name: 'Delete: ci-bot' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the token "ci-bot"/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/token/4/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Token "ci-bot" deleted')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/token/4/')).toHaveLength(1);
  });

  it('a chat link opens with {address} and {key} filled from the status and the token', async () => {
    // The sdk mirrors status.chats into the local 'chats' list the menu reads.
    stubTokens({ 'GET /api/status': { data: { ...baseStatus, chats: [{ NextChat: 'https://chat.example/#/?settings={"key":"{key}","url":"{address}"}' }] } } });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'NextChat' }));
    expect(open).toHaveBeenCalledWith(
      `https://chat.example/#/?settings={"key":"sk-${token.key}","url":"https%3A%2F%2Fgateway.example"}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('SET-014: every default Chats link opens with the encoded address inside its settings and the sk- key', async () => {
    stubTokens({ 'GET /api/status': { data: { ...baseStatus, chats: defaultChats } } });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage('/token');
    await screen.findByText('ci-bot');
    const address = encodeURIComponent('https://gateway.example');
    const expected: Record<string, string> = {
      NextChat: `https://app.nextchat.dev/#/?settings={"key":"sk-${token.key}","url":"${address}"}`,
      AMA: `ama://set-api-key?server=${address}&key=sk-${token.key}`,
    };
    for (const [name, link] of Object.entries(expected)) {
      fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
      fireEvent.click(await screen.findByRole('menuitem', { name }));
      expect(open).toHaveBeenLastCalledWith(link, '_blank', 'noopener,noreferrer');
    }
  });

  it('ADR 0029: a link that begins with {address} opens on the server itself, the address unencoded there and encoded inside settings', async () => {
    const chats = [{ Local: '{address}/#/?settings={"key":"{key}","url":"{address}"}' }];
    stubTokens({ 'GET /api/status': { data: { ...baseStatus, server_address: 'https://gateway.example/', chats } } });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage('/token');
    await screen.findByText('ci-bot');
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Local' }));
    expect(open).toHaveBeenCalledWith(
      `https://gateway.example/#/?settings={"key":"sk-${token.key}","url":"${encodeURIComponent('https://gateway.example/')}"}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('ADR 0029: a javascript: or data: chat link is refused, never opened', async () => {
    const chats = [{ Evil: 'java\tscript:alert("{key}")' }, { Data: 'data:text/html,<script>1</script>' }];
    stubTokens({ 'GET /api/status': { data: { ...baseStatus, chats } } });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage('/token');
    await screen.findByText('ci-bot');
    for (const name of ['Evil', 'Data']) {
      fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
      fireEvent.click(await screen.findByRole('menuitem', { name }));
      expect(
        await screen.findByText(`The link of ${name} is not an address that can be opened. Contact the administrator to correct the chat links.`),
      ).toBeTruthy();
    }
    expect(open).not.toHaveBeenCalled();
  });

  it("PP-036: unreadable chat data says 'chat link configuration error, contact admin'", async () => {
    stubTokens();
    await renderPage('/token');
    await screen.findByText('ci-bot');
    // The sdk mirrors the status into 'chats' on load; a corrupted copy afterwards is what the menu meets.
    window.localStorage.setItem('chats', '{broken');
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('Chat link configuration error, contact admin')).toBeTruthy();
  });
});
