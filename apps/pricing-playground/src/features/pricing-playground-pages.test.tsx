import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

// One row per page: route, English title and a phrase of its empty state, Chinese title and empty title.
const pages = [
  { path: '/pricing', en: 'Model pricing', enText: /see the prices of the default group/, zh: '模型价格', zhEmpty: '模型价格' },
  { path: '/playground', en: 'Playground', enText: /set the temperature, max tokens and a system prompt/, zh: '操练场', zhEmpty: '试用模型' },
  { path: '/chat/0', en: 'Chat', enText: /opens here in a frame/, zh: '聊天', zhEmpty: '聊天 1' },
  { path: '/chat2link', en: 'Chat link', enText: /server address already filled in/, zh: '聊天链接', zhEmpty: '打开聊天客户端' },
] as const;

describe('pricing and playground page frames', () => {
  it.each(pages)('$path shows its title and its empty state (en)', async ({ path, en, enText }) => {
    await renderRemote(remote, path, 'en');
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeTruthy();
    expect(screen.getByText(enText)).toBeTruthy();
  });

  it.each(pages)('$path renders in Chinese', async ({ path, zh, zhEmpty }) => {
    await renderRemote(remote, path, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: zh })).toBeTruthy();
    expect(screen.getAllByText(zhEmpty).length).toBeGreaterThan(0);
  });

  it('SH-007: /pricing leads back home through its breadcrumb', async () => {
    await renderRemote(remote, '/pricing', 'en');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('/chat without an index opens the first chat link', async () => {
    await renderRemote(remote, '/chat', 'en');
    expect(screen.getByText('Chat 1')).toBeTruthy();
  });

  it('/chat/2 names the third chat link', async () => {
    await renderRemote(remote, '/chat/2', 'en');
    expect(screen.getByText('Chat 3')).toBeTruthy();
  });

  it('/chat with an index that is not a number says so', async () => {
    await renderRemote(remote, '/chat/gpt', 'en');
    expect(screen.getByRole('alert').textContent).toContain('"gpt" is not a chat link');
  });
});
