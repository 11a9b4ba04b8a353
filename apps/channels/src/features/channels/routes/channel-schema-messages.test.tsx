/**
 * The channel editor checks its body with the server's own schema (@gateway/domain's channel
 * fields): a rule the form never wrote itself still shows beside the field it belongs to.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderChannels, stubApi } from '../../../testing/render-channels.tsx';
import type { ApiCall } from '../../../testing/render-channels.tsx';
import { CHANNEL_NAME_MAX, GROUP_NAME_MAX, PRIORITY_MIN } from '@gateway/domain';
import { buildChannelFields, defaultChannelForm } from '../logic/channel-form.ts';

function api(call: ApiCall): unknown {
  if (call.path === '/api/channel/models_enabled') return ['gpt-4o'];
  if (call.path === '/api/group/') return ['default'];
  if (call.path === '/api/channel/models') return [{ id: 'gpt-4o' }];
  if (call.path === '/api/channel/' && call.method === 'POST') return 1;
  throw new Error(`unexpected ${call.method} ${call.path}`);
}

function field(label: string): HTMLElement {
  const form = screen.getByRole('heading', { name: 'New channel' }).closest('form')!;
  return within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
}

function messageBeside(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id === undefined ? undefined : (document.getElementById(id)?.textContent ?? undefined);
}

describe('channel editor: the schema says what is valid', () => {
  const valid = { ...defaultChannelForm(), name: 'n', key: 'sk-1', models: ['gpt-4o'] };

  it('CH-051 / CH-050: each schema issue lands on its editor field, in the form rules wording', () => {
    const result = buildChannelFields(
      {
        ...valid,
        name: 'n'.repeat(CHANNEL_NAME_MAX + 1),
        priority: String(PRIORITY_MIN - 1),
        base_url: 'ftp://x.test',
        groups: ['g'.repeat(GROUP_NAME_MAX + 1)],
        setting: '{"proxy":"ftp://x"}',
      },
      'create',
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        name: { messageKey: 'common:form.rules.maxLength', params: { max: CHANNEL_NAME_MAX } },
        base_url: { messageKey: 'common:form.rules.invalid' },
        groups: { messageKey: 'common:form.rules.invalid' },
        setting: { messageKey: 'common:form.rules.invalid' },
        priority: { messageKey: 'common:form.rules.min', params: { min: PRIORITY_MIN } },
      },
    });
  });

  it('CH-045: a JSON field that is not an object keeps the editor wording', () => {
    expect(buildChannelFields({ ...valid, param_override: '[1]' }, 'create')).toEqual({
      ok: false,
      problems: { param_override: { messageKey: 'editor.errors.fieldJson', params: { field: 'param_override' } } },
    });
  });

  it('CH-051: the rendered editor shows the schema bounds beside Priority, Name and Base URL and sends nothing', async () => {
    const calls = stubApi(api);
    await renderChannels('/channel/add');
    await screen.findByRole('heading', { name: 'New channel' });
    const [name, key, baseUrl, priority] = ['Name', 'Key', 'Base URL', 'Priority'].map(field);
    fireEvent.change(name!, { target: { value: 'n'.repeat(CHANNEL_NAME_MAX + 1) } });
    fireEvent.change(key!, { target: { value: 'sk-1' } });
    fireEvent.change(field('Custom model names'), { target: { value: 'gpt-4o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(baseUrl!, { target: { value: 'ftp://x.test' } });
    fireEvent.change(priority!, { target: { value: String(PRIORITY_MIN - 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(priority!.getAttribute('aria-invalid')).toBe('true'));
    expect(messageBeside(priority!)).toBe(`Enter at least ${PRIORITY_MIN}`);
    expect(messageBeside(name!)).toBe(`Enter at most ${CHANNEL_NAME_MAX} characters`);
    expect(messageBeside(baseUrl!)).toBe('This value is not valid');
    expect(key!.getAttribute('aria-invalid')).toBe('false');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
