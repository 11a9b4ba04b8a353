import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RemoteModule } from '@gateway/ui/remote-contract';
import { defaultChats, fillChatLink, parseChatEntries } from '@gateway/domain';
import { renderInShell, testAdmin, testUser } from '../../testing/render-in-shell.tsx';
import { createRemoteRegistry } from '../../remotes/remote-registry.ts';
import { Sidebar } from './sidebar.tsx';

const Icon = () => null;
const consoleModule: RemoteModule = {
  name: 'tokens_wallet',
  namespace: 'tokens',
  routes: [],
  navItems: [
    { path: '/token', labelKey: 'shell:topBar.console', icon: Icon, minRole: 1, section: 'console', order: 20 },
    { path: '/channel', labelKey: 'shell:topBar.pricing', icon: Icon, minRole: 10, section: 'admin', order: 10 },
  ],
  loadMessages: async () => ({}),
};

async function loadedRegistry(failing: string[] = []) {
  const registry = createRemoteRegistry(
    {
      fetchManifest: async () => ({ tokens_wallet: '/t.json', logs: '/l.json' }),
      register: vi.fn(),
      load: async (name) => {
        if (failing.includes(name)) throw new Error('offline');
        return { default: { ...consoleModule, name } };
      },
      registerMessages: async () => undefined,
    },
    ['tokens_wallet', ...failing],
  );
  await registry.ensureAll();
  return registry;
}

describe('Sidebar', () => {
  it('SH-021 / SH-022: admins see the admin section, everyone sees personal settings', async () => {
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testAdmin });
    expect(screen.getByRole('list', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Personal settings' })).toBeTruthy();
  });

  it('SH-021: a normal user has no admin section', async () => {
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser });
    expect(screen.queryByRole('list', { name: 'Admin' })).toBeNull();
  });

  it('SH-018: one entry per stored chat link, /chat/{index}', async () => {
    localStorage.setItem('chats', JSON.stringify([{ NextChat: 'https://chat/{key}' }]));
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser });
    expect(screen.getByRole('link', { name: 'NextChat' }).getAttribute('href')).toBe('/chat/0');
  });

  it('SH-018 / SET-014 / ADR 0029: the default Chats plus a leading-{address} link: /chat/{position} is the entry the chat page fills', async () => {
    const stored = JSON.stringify([...defaultChats, 'junk', { Local: '{address}/#/?settings={"key":"{key}","url":"{address}"}' }]);
    localStorage.setItem('chats', stored);
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser });
    const names = defaultChats.map((entry) => Object.keys(entry)[0]!);
    names.forEach((name, index) => expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/chat/${index}`));
    // The junk entry keeps its position: Local is entry 6, as /chat/:id reads the same stored list.
    const href = screen.getByRole('link', { name: 'Local' }).getAttribute('href');
    expect(href).toBe('/chat/6');
    const parsed = parseChatEntries(stored);
    const local = parsed.kind === 'entries' ? parsed.entries.find((entry) => `/chat/${entry.index}` === href) : undefined;
    expect(fillChatLink(local!.template, { address: 'https://gateway.example/', key: 'abc' })).toBe(
      `https://gateway.example/#/?settings={"key":"sk-abc","url":"${encodeURIComponent('https://gateway.example/')}"}`,
    );
  });

  it('SH-023: collapses to 60 px and remembers it under default_collapse_sidebar', async () => {
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('default_collapse_sidebar')).toBe('true');
    await waitFor(() =>
      expect(
        screen.getByRole('navigation', { name: 'Console navigation' }).style.width ||
          getComputedStyle(screen.getByRole('navigation', { name: 'Console navigation' })).width,
      ).toBe('60px'),
    );
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('collapsed, every item keeps its label as its name and shows it in a tooltip', async () => {
    localStorage.setItem('default_collapse_sidebar', 'true');
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testAdmin });
    const link = screen.getByRole('link', { name: 'Personal settings' });
    expect(link.textContent).toBe('');
    fireEvent.mouseOver(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Personal settings');
  });

  it('expanded, labels are shown whole (they wrap, never cut with an ellipsis)', async () => {
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testAdmin });
    const label = screen.getByText('Personal settings');
    expect(getComputedStyle(label).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
    expect(
      screen.getByRole('navigation', { name: 'Console navigation' }).style.width ||
        getComputedStyle(screen.getByRole('navigation', { name: 'Console navigation' })).width,
    ).toBe('224px');
  });

  it('SH-024: starts collapsed when the stored default says so', async () => {
    localStorage.setItem('default_collapse_sidebar', 'true');
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser });
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('keeps the loaded sections and warns when a remote failed', async () => {
    await renderInShell(<Sidebar registry={await loadedRegistry(['logs'])} />, { path: '/token', user: testUser });
    expect(screen.getByText('Some sections could not be loaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Console' })).toBeTruthy();
  });

  it('reports an unreadable chat list (聊天数据解析失败)', async () => {
    localStorage.setItem('chats', '{broken');
    await renderInShell(<Sidebar registry={await loadedRegistry()} />, { path: '/token', user: testUser, language: 'zh' });
    expect(await screen.findByText('聊天数据解析失败')).toBeTruthy();
  });
});
