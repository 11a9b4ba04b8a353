import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

// One row per page: route, breadcrumb section, English title and a phrase of its empty state, Chinese title and empty title.
const pages = [
  { path: '/token', section: ['Console', '控制台'], en: 'API tokens', enText: /call the API with an sk-… key/, zh: 'API 令牌', zhEmpty: '还没有 API 令牌' },
  { path: '/redemption', section: ['Admin', '管理员'], en: 'Redemption codes', enText: /generate up to 100 codes at once/, zh: '兑换码', zhEmpty: '还没有兑换码' },
  { path: '/topup', section: ['Personal', '个人中心'], en: 'Wallet', enText: /redeem a code to add quota/, zh: '钱包', zhEmpty: '我的钱包' },
] as const;

describe('tokens and wallet page frames', () => {
  it.each(pages)('$path shows its title, breadcrumb section and empty state (en)', async ({ path, section, en, enText }) => {
    await renderRemote(remote, path, 'en');
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeTruthy();
    expect(screen.getByText(section[0])).toBeTruthy();
    expect(screen.getByText(enText)).toBeTruthy();
  });

  it.each(pages)('$path renders in Chinese', async ({ path, section, zh, zhEmpty }) => {
    await renderRemote(remote, path, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: zh })).toBeTruthy();
    expect(screen.getByText(section[1])).toBeTruthy();
    expect(screen.getByText(zhEmpty)).toBeTruthy();
  });

  it('TW-001: the token page warns that tokens cannot limit usage precisely and must not be handed out', async () => {
    await renderRemote(remote, '/token', 'en');
    expect(screen.getByRole('alert').textContent).toBe(
      'Tokens cannot limit usage precisely. Use them for your own calls only and never hand them out to others.',
    );
  });

  it('TW-001: the warning is translated', async () => {
    await renderRemote(remote, '/token', 'zh');
    expect(screen.getByRole('alert').textContent).toContain('请勿直接分发给他人');
  });
});
