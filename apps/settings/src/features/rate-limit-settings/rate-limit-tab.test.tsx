import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import remote from '../../expose/routes.tsx';
import { settingsWorld } from '../../testing/settings-page-world.ts';

const WAIT = { timeout: 45_000 };
const named = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('rate-limit tab', () => {
  it('SET-046 … SET-050: the switch and three counts with their defaults and minimums', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const section = await screen.findByRole('form', { name: 'Model request rate limit' }, WAIT);
    expect(named(section, 'ModelRequestRateLimitEnabled').checked).toBe(false);
    const fields = ['ModelRequestRateLimitDurationMinutes', 'ModelRequestRateLimitCount', 'ModelRequestRateLimitSuccessCount'].map((key) =>
      named(section, key),
    );
    expect(fields.map((field) => [field.value, field.min, field.step])).toEqual([
      ['1', '0', '1'],
      ['0', '0', '1'],
      ['1000', '1', '1'],
    ]);
    expect(section.textContent).toContain('All requests, failed ones included; 0 means unlimited');
  });

  it('SET-046: shows the stored values in Chinese', async () => {
    settingsWorld({ stored: { ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '20' } });
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'zh');
    const section = await screen.findByRole('form', { name: '模型请求速率限制' }, WAIT);
    expect(named(section, 'ModelRequestRateLimitEnabled').checked).toBe(true);
    expect(named(section, 'ModelRequestRateLimitCount').value).toBe('20');
    expect(screen.getByLabelText('周期内最多请求次数')).toBeTruthy();
  });
});
