import { describe, expect, it } from 'vitest';
import { ChannelStatus } from '../status/index.ts';
import { joinChannelList, splitChannelList } from './channel-lists.ts';
import { deriveAbilities } from './derive-abilities.ts';
import { buildModelCatalogue, modelPrefillForType, relatedModels } from './model-catalogue.ts';
import { createChannelInput, editTagInput, updateChannelInput } from './channel-input.ts';

describe('channel lists', () => {
  it('CH-041: trims, drops empty items and duplicates', () => {
    expect(splitChannelList(' a, b,,a , ')).toEqual(['a', 'b']);
    expect(splitChannelList(null)).toEqual([]);
    expect(joinChannelList(['x ', ' y', 'x'])).toBe('x,y');
  });
});

describe('deriveAbilities', () => {
  const channel = { id: 7, models: 'm1,m2', group: 'default,vip', status: ChannelStatus.Enabled, priority: 3, weight: 2, tag: 't' };

  it('is groups × models with the channel priority, weight and tag', () => {
    const abilities = deriveAbilities(channel);
    expect(abilities).toHaveLength(4);
    expect(abilities[0]).toEqual({ group: 'default', model: 'm1', channel_id: 7, enabled: true, priority: 3, weight: 2, tag: 't' });
  });

  it.each([ChannelStatus.ManuallyDisabled, ChannelStatus.AutoDisabled])('status %i disables every ability', (status) => {
    expect(deriveAbilities({ ...channel, status }).every((ability) => !ability.enabled)).toBe(true);
  });

  it('no models or no groups means no abilities', () => {
    expect(deriveAbilities({ ...channel, models: '' })).toEqual([]);
    expect(deriveAbilities({ ...channel, group: ' , ' })).toEqual([]);
  });
});

describe('model catalogue', () => {
  it('CH-053: types 2, 5 and 36 prefill their task actions', () => {
    expect(modelPrefillForType(2)).toContain('mj_imagine');
    expect(modelPrefillForType(5)).toContain('swap_face');
    expect(modelPrefillForType(36)).toEqual(['suno_music', 'suno_lyrics']);
  });

  it('OpenAI-compatible types prefill OpenAI models; types without a list prefill nothing', () => {
    expect(modelPrefillForType(4)).toEqual(modelPrefillForType(1));
    expect(modelPrefillForType(43)).toEqual(['deepseek-chat', 'deepseek-reasoner']);
    expect(modelPrefillForType(60)).toEqual([]);
  });

  it('CH-054: related models are the gpt- and text- ones', () => {
    expect(relatedModels(['gpt-4o', 'o3', 'text-embedding-3-small', 'claude'])).toEqual(['gpt-4o', 'text-embedding-3-small']);
  });

  it('API-CH-007: every catalogue model appears once as an OpenAI model object', () => {
    const catalogue = buildModelCatalogue();
    expect(new Set(catalogue.map((model) => model.id)).size).toBe(catalogue.length);
    expect(catalogue.every((model) => model.object === 'model' && model.owned_by !== '')).toBe(true);
  });
});

describe('channel inputs', () => {
  it('CH-039: create defaults and the {mode, channel} / flat shapes', () => {
    const wrapped = createChannelInput.parse({ mode: 'batch', channel: { name: 'n', key: 'k', models: 'm' } });
    expect(wrapped).toMatchObject({ mode: 'batch', channel: { type: 1, auto_ban: 1, group: 'default', priority: 0, weight: 0, status: 1 } });
    expect(createChannelInput.parse({ name: 'n', key: 'k', models: 'm' }).mode).toBe('batch');
    expect(createChannelInput.parse({ channel: { name: 'n', key: 'k', models: 'm' } }).mode).toBe('single');
  });

  it('setting.proxy must be an http, https or socks5 URL (refused at save time, never ignored at relay time)', () => {
    const withSetting = (setting: unknown) => createChannelInput.safeParse({ channel: { name: 'n', key: 'k', models: 'm', setting: JSON.stringify(setting) } });
    for (const proxy of ['', 'http://127.0.0.1:3128', 'https://user:pass@proxy.example', 'socks5://127.0.0.1:1080', 'socks5h://proxy.example:1080']) {
      expect(withSetting({ proxy, force_format: true }).success).toBe(true);
    }
    expect(withSetting({ force_format: true }).success).toBe(true);
    for (const proxy of ['127.0.0.1:3128', 'ftp://proxy.example', 'socks4://127.0.0.1:1080', 42]) {
      const result = withSetting({ proxy });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/proxy must be an http, https or socks5 URL/);
    }
  });

  it('CH-050: base_url loses its trailing slash; CH-045: model_mapping must be a JSON object', () => {
    expect(createChannelInput.parse({ channel: { name: 'n', key: 'k', models: 'm', base_url: 'http://x/v1/' } }).channel.base_url).toBe('http://x/v1');
    expect(createChannelInput.safeParse({ channel: { name: 'n', key: 'k', models: 'm', model_mapping: '["a"]' } }).success).toBe(false);
  });

  it.each(['http://[zz', 'http://exa mple', 'ftp://x', 'http://x:99999'])(
    'CH-050: the base_url %s is not a URL the gateway could fetch, a clear 400',
    (baseUrl) => {
      expect(createChannelInput.safeParse({ channel: { name: 'n', key: 'k', models: 'm', base_url: baseUrl } }).success).toBe(false);
      expect(updateChannelInput.safeParse({ id: 1, base_url: baseUrl }).success).toBe(false);
    },
  );

  it('CH-023 / CH-024 / CH-026: priority ≥ −999 and weight ≥ 0 integers, for channels and tags', () => {
    expect(updateChannelInput.safeParse({ id: 1, priority: -999 }).success).toBe(true);
    expect(updateChannelInput.safeParse({ id: 1, priority: -1000 }).success).toBe(false);
    expect(updateChannelInput.safeParse({ id: 1, weight: -1 }).success).toBe(false);
    expect(editTagInput.safeParse({ tag: 't', priority: 1.5 }).success).toBe(false);
    expect(editTagInput.safeParse({ tag: 't', weight: -1 }).success).toBe(false);
  });

  it('CH-052 / CH-036: price ≥ 0 with at most four decimals, max_input_tokens a non-negative integer; both default to 0', () => {
    const base = { name: 'n', key: 'k', models: 'm' };
    expect(createChannelInput.parse({ channel: base }).channel).toMatchObject({ price: 0, max_input_tokens: 0 });
    for (const price of [0, 0.0001, 12.5, 1234.5678, 1_000_000_000]) expect(updateChannelInput.safeParse({ id: 1, price }).success).toBe(true);
    for (const price of [-0.0001, 0.00001, 1e-7, 0.1 + 0.2, 1_000_000_001, Number.NaN, Number.POSITIVE_INFINITY, '1']) {
      expect(updateChannelInput.safeParse({ id: 1, price }).success, String(price)).toBe(false);
    }
    for (const limit of [-1, 1.5, '10']) expect(updateChannelInput.safeParse({ id: 1, max_input_tokens: limit }).success).toBe(false);
    expect(updateChannelInput.parse({ id: 1, max_input_tokens: 128_000 }).max_input_tokens).toBe(128_000);
  });

  it('CH-037: the error record is not an input: it is dropped from create and update bodies', () => {
    const forged = { error_status: 500, last_error_at: 1, last_notified_at: 1, error_details: 'x', expired_time: 1 };
    expect(Object.keys(updateChannelInput.parse({ id: 1, ...forged }))).toEqual(['id']);
    expect(createChannelInput.parse({ channel: { name: 'n', key: 'k', models: 'm', ...forged } }).channel).not.toHaveProperty('error_status');
  });

  it('CH-060: blank tag-edit fields mean unchanged', () => {
    expect(editTagInput.parse({ tag: 't', priority: '', models: null, model_mapping: '' })).toEqual({ tag: 't' });
    expect(editTagInput.parse({ tag: 't', new_tag: '' })).toEqual({ tag: 't', new_tag: '' });
  });
});
