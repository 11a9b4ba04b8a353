import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { noticeTexts } from '@gateway/console-testing/notices';
import remote from '../../../expose/routes.tsx';
import { settingsWorld } from '../../../testing/settings-page-world.ts';

const WAIT = { timeout: 45_000 };

/** The section (a form named by its heading) and its Save button. */
async function section(name: string) {
  const form = await screen.findByRole('form', { name }, WAIT);
  return {
    form,
    field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement,
    save: () => fireEvent.click(within(form).getByRole('button', { name: /^Save/ })),
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('/setting saving', () => {
  it('SET-005 / SET-007: sends one PUT per changed option, booleans as the text true/false', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    fireEvent.click(limits.field('Limit model requests per user'));
    type(limits.field('Requests per period'), '30');
    limits.save();
    await waitFor(() => expect(noticeTexts()).toContain('Update succeeded'), WAIT);
    expect(api.puts()).toEqual([
      { key: 'ModelRequestRateLimitEnabled', value: 'true' },
      { key: 'ModelRequestRateLimitCount', value: '30' },
    ]);
    expect(api.options).toEqual({ ModelRequestRateLimitEnabled: 'true', ModelRequestRateLimitCount: '30' });
  });

  it('SET-006: the switch is sent before the options listed above it', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting', 'en');
    const general = await section('General');
    type(general.field('Retry times'), '3');
    fireEvent.click(general.field('Demo site mode'));
    general.save();
    await waitFor(() => expect(api.puts()).toHaveLength(2), WAIT);
    expect(api.puts().map(({ key }) => key)).toEqual(['DemoSiteEnabled', 'RetryTimes']);
  });

  it('SET-008: saving with no change warns and sends nothing', async () => {
    const api = settingsWorld({ stored: { ModelRequestRateLimitCount: '5' } });
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    type(limits.field('Requests per period'), '6');
    type(limits.field('Requests per period'), '5');
    limits.save();
    await waitFor(() => expect(noticeTexts()).toContain('You seem not to have modified anything'), WAIT);
    expect(api.puts()).toEqual([]);
  });

  it('SET-010 / SET-050: a value the registry refuses blocks the save, says why beside the field and sends nothing', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    type(limits.field('Successful requests per period'), '0');
    type(limits.field('Period (minutes)'), '2');
    limits.save();
    await waitFor(() => expect(noticeTexts().join()).toMatch(/Please fix 1 field: Successful requests per period must be at least 1/), WAIT);
    expect(within(limits.form).getByText('Successful requests per period must be at least 1')).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it('a partly failed save names the failed settings, keeps the others saved and sends only the failed one next time', async () => {
    const api = settingsWorld({ refuse: { ModelRequestRateLimitCount: 'database is busy' } });
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    type(limits.field('Requests per period'), '30');
    type(limits.field('Period (minutes)'), '2');
    limits.save();
    await waitFor(
      () => expect(noticeTexts().join()).toContain('Partial save failed, please retry. 1 setting was not saved: Requests per period (database is busy)'),
      WAIT,
    );
    expect(api.options).toEqual({ ModelRequestRateLimitDurationMinutes: '2' });
    expect(within(limits.form).getByText('database is busy')).toBeTruthy();
    expect(limits.field('Requests per period').value).toBe('30');
    limits.save();
    await waitFor(() => expect(api.puts()).toHaveLength(3), WAIT);
    expect(api.puts()[2]).toEqual({ key: 'ModelRequestRateLimitCount', value: '30' });
  });

  it('a server refusal names the option by its label, beside the field and in the notice, in Chinese too', async () => {
    settingsWorld({ refuse: { ModelRequestRateLimitCount: 'ModelRequestRateLimitCount must be at least 0' } });
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'zh');
    const limits = await section('模型请求速率限制');
    type(limits.field('周期内最多请求次数'), '30');
    fireEvent.click(within(limits.form).getByRole('button', { name: /^保存/ }));
    await waitFor(() => expect(noticeTexts()).toEqual(['周期内最多请求次数 不能小于 0']), WAIT);
    expect(within(limits.form).getByText('周期内最多请求次数 不能小于 0')).toBeTruthy();
  });

  it('a section’s error goes when it saves, and when the visitor moves to another tab', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    type(limits.field('Successful requests per period'), '0');
    limits.save();
    await waitFor(() => expect(noticeTexts()).toEqual(['Please fix 1 field: Successful requests per period must be at least 1']), WAIT);
    type(limits.field('Successful requests per period'), '5');
    limits.save();
    await waitFor(() => expect(noticeTexts()).toEqual(['Update succeeded']), WAIT);

    type(limits.field('Successful requests per period'), '0');
    limits.save();
    await waitFor(() => expect(noticeTexts()).toContain('Please fix 1 field: Successful requests per period must be at least 1'), WAIT);
    fireEvent.click(screen.getByRole('tab', { name: 'Models' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Discard and leave' }));
    await screen.findByRole('form', { name: 'Gemini' }, WAIT);
    await waitFor(() => expect(noticeTexts().filter((text) => text.startsWith('Please fix'))).toEqual([]), WAIT);
  });

  it('SET-009: a JSON area is checked when it loses focus', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    const gemini = await section('Gemini');
    const safety = gemini.field('Safety settings');
    type(safety, '{"default": "OFF"');
    fireEvent.blur(safety);
    expect(await within(gemini.form).findByText('Safety settings is not a valid JSON string', {}, WAIT)).toBeTruthy();
    type(safety, '{"default": "OFF"}');
    expect(within(gemini.form).queryByText('Safety settings is not a valid JSON string')).toBeNull();
  });

  it('SET-053: the ping interval is editable only while the ping switch is on', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    const global = await section('Global');
    expect(global.field('Ping interval (seconds)').disabled).toBe(true);
    fireEvent.click(global.field('Send keep-alive pings on streams'));
    expect(global.field('Ping interval (seconds)').disabled).toBe(false);
  });

  it('unsaved edits: changing tab asks first; keep editing stays, discard leaves and forgets the edit', async () => {
    const api = settingsWorld();
    const { location } = await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    type(limits.field('Requests per period'), '30');
    fireEvent.click(screen.getByRole('tab', { name: 'Models' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' }, WAIT);
    expect(dialog.textContent).toContain('1 setting has been changed but not saved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(limits.field('Requests per period').value).toBe('30');
    expect(location.history?.at(-1)).toBe('/setting?tab=ratelimit');

    fireEvent.click(screen.getByRole('tab', { name: 'Models' }));
    fireEvent.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Discard and leave' }));
    await screen.findByRole('form', { name: 'Gemini' }, WAIT);
    expect(location.history?.at(-1)).toBe('/setting?tab=models');
    fireEvent.click(screen.getByRole('tab', { name: 'Rate limits' }));
    expect((await section('Model request rate limit')).field('Requests per period').value).toBe('0');
    expect(api.puts()).toEqual([]);
  });

  it('unsaved edits: leaving or reloading the page asks the browser to confirm, only while something is unsaved', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    const limits = await section('Model request rate limit');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type(limits.field('Requests per period'), '30');
    expect(unload()).toBe(true);
    type(limits.field('Requests per period'), '0');
    expect(unload()).toBe(false);
  });

  it('changing tab without edits asks nothing', async () => {
    settingsWorld();
    const { location } = await renderRemotePage(remote, '/setting?tab=ratelimit', 'en');
    await section('Model request rate limit');
    fireEvent.click(screen.getByRole('tab', { name: 'Models' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history?.at(-1)).toBe('/setting?tab=models');
  });
});
