import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../../../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

describe('channel page frames', () => {
  it('CH-001: /channel shows the title, the admin breadcrumb and what the list will hold (en)', async () => {
    await renderRemote(remote, '/channel', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Channels' })).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('No channels yet')).toBeTruthy();
    expect(screen.getByText(/set its priority and weight/)).toBeTruthy();
  });

  it('/channel renders in Chinese', async () => {
    await renderRemote(remote, '/channel', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '渠道' })).toBeTruthy();
    expect(screen.getByText('还没有渠道')).toBeTruthy();
  });

  it('/channel/add opens the editor in create mode over the list', async () => {
    await renderRemote(remote, '/channel/add', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Channels' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Channels' }).getAttribute('href')).toBe('/channel');
    expect(screen.getByText('New channel')).toBeTruthy();
    expect(screen.getByText(/to create a channel/)).toBeTruthy();
  });

  it('/channel/edit/:id names the channel taken from the route', async () => {
    await renderRemote(remote, '/channel/edit/17', 'en');
    expect(screen.getByText('Edit channel #17')).toBeTruthy();
    expect(screen.getByText(/for channel #17,/)).toBeTruthy();
  });

  it('/channel/edit/:id renders in Chinese', async () => {
    await renderRemote(remote, '/channel/edit/17', 'zh');
    expect(screen.getByText('编辑渠道 #17')).toBeTruthy();
    expect(screen.getByText(/渠道 #17，/)).toBeTruthy();
  });

  it('/channel/edit/:id with an id that is not a number says so instead of opening an editor', async () => {
    await renderRemote(remote, '/channel/edit/openai', 'en');
    expect(screen.getByRole('alert').textContent).toContain('"openai" is not a channel ID');
    expect(screen.queryByText(/with its current settings loaded/)).toBeNull();
  });
});
