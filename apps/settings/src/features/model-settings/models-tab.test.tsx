import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemotePage } from '@gateway/console-testing/render-remote-page';
import { noticeTexts } from '@gateway/console-testing/notices';
import remote from '../../expose/routes.tsx';
import { settingsWorld } from '../../testing/settings-page-world.ts';
import { modelSectionKeys } from './model-keys.ts';

const WAIT = { timeout: 45_000 };
const form = (name: string) => screen.findByRole('form', { name }, WAIT);
const named = <T extends HTMLElement = HTMLInputElement>(container: HTMLElement, name: string) => container.querySelector<T>(`[name="${name}"]`);

describe('models tab', () => {
  it('SET-051 / SET-052 / SET-054 / SET-059: global, Gemini and Claude sections with a field for each option', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    for (const [id, title] of [
      ['global', 'Global'],
      ['gemini', 'Gemini'],
      ['claude', 'Claude'],
    ] as const) {
      const section = await form(title);
      for (const key of modelSectionKeys[id]) expect(named(section, key), key).not.toBeNull();
    }
  });

  it('SET-053 / SET-055 / SET-057 / SET-058 / SET-059 / SET-060: defaults, with JSON indented and decimal ranges on the fields', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    const global = await form('Global');
    expect(named(global, 'general_setting.ping_interval_seconds')?.value).toBe('60');
    const gemini = await form('Gemini');
    const percentage = named(gemini, 'gemini.thinking_adapter_budget_tokens_percentage')!;
    expect([percentage.value, percentage.min, percentage.max, percentage.step]).toEqual(['0.6', '0.1', '1', 'any']);
    expect(JSON.parse(named<HTMLTextAreaElement>(gemini, 'gemini.safety_settings')!.value)).toMatchObject({ default: 'OFF' });
    expect(named<HTMLTextAreaElement>(gemini, 'gemini.version_settings')!.value).toContain('\n  "default": "v1beta"');
    expect(within(gemini).getByText(/above 24576 tokens is not sent/)).toBeTruthy();
    const claude = await form('Claude');
    expect(named(claude, 'claude.thinking_adapter_enabled')?.checked).toBe(true);
    expect(named(claude, 'claude.thinking_adapter_budget_tokens_percentage')?.value).toBe('0.8');
  });

  it('SET-057: an unknown Gemini threshold is refused beside the field before anything is sent', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    const gemini = await form('Gemini');
    fireEvent.change(named<HTMLTextAreaElement>(gemini, 'gemini.safety_settings')!, { target: { value: '{"default": "STRICT"}' } });
    fireEvent.click(within(gemini).getByRole('button', { name: /^Save/ }));
    expect(await within(gemini).findByText(/"default" must be "default" or a HARM_CATEGORY_/, {}, WAIT)).toBeTruthy();
    expect(api.puts()).toEqual([]);
  });

  it('SET-055: a JSON edit and a switch are saved; the JSON is sent as typed', async () => {
    const api = settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'en');
    const gemini = await form('Gemini');
    fireEvent.change(named<HTMLTextAreaElement>(gemini, 'gemini.version_settings')!, { target: { value: '{"default": "v1"}' } });
    fireEvent.click(within(gemini).getByLabelText('Thinking adapter'));
    fireEvent.click(within(gemini).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(noticeTexts()).toContain('Update succeeded'), WAIT);
    expect(api.puts()).toEqual([
      { key: 'gemini.thinking_adapter_enabled', value: 'true' },
      { key: 'gemini.version_settings', value: '{"default": "v1"}' },
    ]);
  });

  it('renders in Chinese', async () => {
    settingsWorld();
    await renderRemotePage(remote, '/setting?tab=models', 'zh');
    for (const title of ['全局设置', 'Gemini 设置', 'Claude 设置']) expect(await form(title)).toBeTruthy();
  });
});
