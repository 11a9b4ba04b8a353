import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import remote from '../expose/routes.tsx';
import { renderRemote } from '@gateway/console-testing/render-remote';

// One row per page: route, English title and a phrase of its empty state, Chinese title and empty title.
// /log and /detail are real pages now: their own tests under features/usage-log and features/dashboard cover them.
const pages = [
  { path: '/midjourney', en: 'Drawing log', enText: /Midjourney drawing tasks/, zh: '绘图日志', zhEmpty: '还没有绘图任务' },
  { path: '/task', en: 'Task log', enText: /Suno music/, zh: '任务日志', zhEmpty: '还没有任务' },
] as const;

describe('log page frames', () => {
  it.each(pages)('$path shows its title, the console breadcrumb and its empty state (en)', async ({ path, en, enText }) => {
    await renderRemote(remote, path, 'en');
    expect(screen.getByRole('heading', { level: 1, name: en })).toBeTruthy();
    expect(screen.getByText('Console')).toBeTruthy();
    expect(screen.getByText(enText)).toBeTruthy();
  });

  it.each(pages)('$path renders in Chinese', async ({ path, zh, zhEmpty }) => {
    await renderRemote(remote, path, 'zh');
    expect(screen.getByRole('heading', { level: 1, name: zh })).toBeTruthy();
    expect(screen.getByText('控制台')).toBeTruthy();
    expect(screen.getByText(zhEmpty)).toBeTruthy();
  });
});
