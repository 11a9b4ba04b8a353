import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelView } from '@gateway/sdk';
import { aggregateResponseTime, responseTimeColor, responseTimeColors } from './response-time.ts';
import { parseInlinePriority, parseInlineWeight, parseTagNumber } from './inline-number.ts';
import { mergeCustomModels, relatedModels, splitCommaList } from './model-list.ts';
import { buildChannelFields, channelToForm, defaultChannelForm, endsWithV1, stripTrailingSlash } from './channel-form.ts';
import { buildTagEdit } from './tag-edit.ts';
import {
  CHANNEL_COLUMNS_STORAGE_KEY,
  CHANNEL_ID_SORT_STORAGE_KEY,
  readIdSort,
  readVisibleColumns,
  storeIdSort,
  storeVisibleColumns,
} from './list-preferences.ts';
import { groupByTag, readStatusInfo } from './tag-rows.ts';
import { formatListState, parseListState, withSearch } from './list-state.ts';

function channel(overrides: Partial<ChannelView>): ChannelView {
  return {
    id: 1,
    type: 1,
    openai_organization: null,
    test_model: null,
    status: 1,
    name: 'c',
    weight: 0,
    created_time: 0,
    test_time: 0,
    response_time: 0,
    base_url: '',
    other: '',
    balance: 0,
    balance_updated_time: 0,
    models: 'gpt-4o',
    group: 'default',
    used_quota: 0,
    model_mapping: '',
    status_code_mapping: '',
    priority: 0,
    auto_ban: 1,
    other_info: '',
    tag: null,
    setting: '',
    param_override: '',
    price: 0,
    max_input_tokens: 0,
    expired_time: 0,
    error_status: 0,
    last_error_at: 0,
    last_notified_at: 0,
    error_details: '',
    ...overrides,
  };
}

describe('response time badge', () => {
  it('CH-015: 0 untested, ≤1 s green, ≤3 s lime, ≤5 s yellow, above red', () => {
    expect(responseTimeColor(0)).toBe(responseTimeColors.untested);
    expect(responseTimeColor(1000)).toBe(responseTimeColors.fast);
    expect(responseTimeColor(1001)).toBe(responseTimeColors.good);
    expect(responseTimeColor(3000)).toBe(responseTimeColors.good);
    expect(responseTimeColor(5000)).toBe(responseTimeColors.slow);
    expect(responseTimeColor(5001)).toBe(responseTimeColors.bad);
  });

  it('CH-016: a tag aggregate halves each earlier value as it averages, skipping untested children', () => {
    expect(aggregateResponseTime([])).toBe(0);
    expect(aggregateResponseTime([800])).toBe(800);
    expect(aggregateResponseTime([800, 0, 400])).toBe(600);
    expect(aggregateResponseTime([1000, 2000, 4000])).toBe(2750);
  });
});

describe('inline priority and weight', () => {
  it('CH-023: priority is an integer of at least -999', () => {
    expect(parseInlinePriority('-999')).toEqual({ kind: 'value', value: -999 });
    expect(parseInlinePriority('5')).toEqual({ kind: 'value', value: 5 });
    expect(parseInlinePriority('-1000')).toEqual({ kind: 'invalid' });
    expect(parseInlinePriority('1.5')).toEqual({ kind: 'invalid' });
  });

  it('CH-024: a negative weight becomes 0', () => {
    expect(parseInlineWeight('-4')).toEqual({ kind: 'value', value: 0 });
    expect(parseInlineWeight('7')).toEqual({ kind: 'value', value: 7 });
    expect(parseInlineWeight('x')).toEqual({ kind: 'invalid' });
  });

  it('CH-025: an empty value is ignored', () => {
    expect(parseInlinePriority(' ')).toEqual({ kind: 'ignore' });
    expect(parseInlineWeight('')).toEqual({ kind: 'ignore' });
  });

  it('CH-026: tag priority must be an integer and tag weight a non-negative integer', () => {
    expect(parseTagNumber('priority', '-3')).toEqual({ kind: 'value', value: -3 });
    expect(parseTagNumber('priority', '2.5')).toEqual({ kind: 'invalid' });
    expect(parseTagNumber('weight', '-1')).toEqual({ kind: 'invalid' });
    expect(parseTagNumber('weight', '3')).toEqual({ kind: 'value', value: 3 });
  });
});

describe('model lists', () => {
  it('CH-041: comma strings become trimmed lists', () => {
    expect(splitCommaList(' a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(splitCommaList(null)).toEqual([]);
  });

  it('CH-054: fill related keeps gpt- and text- models', () => {
    expect(relatedModels(['gpt-4o', 'claude-3', 'text-embedding-3-small', 'o1'])).toEqual(['gpt-4o', 'text-embedding-3-small']);
  });

  it('CH-055: custom names are comma separated and duplicates are reported', () => {
    expect(mergeCustomModels(['a'], 'b, a ,c,b')).toEqual({ models: ['a', 'b', 'c'], duplicates: ['a', 'b'] });
  });
});

describe('channel editor values', () => {
  const valid = { ...defaultChannelForm(), name: 'n', key: 'sk-1', models: ['gpt-4o'] };

  it('CH-039: create defaults', () => {
    expect(defaultChannelForm()).toMatchObject({ type: 1, auto_ban: true, groups: ['default'], priority: '0', weight: '0' });
  });

  it('CH-043: name and key are required on create, not the key on edit', () => {
    expect(buildChannelFields({ ...valid, name: ' ' }, 'create')).toMatchObject({
      ok: false,
      problems: { name: { messageKey: 'editor.errors.nameAndKeyRequired' } },
    });
    expect(buildChannelFields({ ...valid, key: '' }, 'create')).toMatchObject({ ok: false });
    expect(buildChannelFields({ ...valid, key: '' }, 'edit')).toMatchObject({ ok: true });
  });

  it('every problem is reported at once, each on its own field', () => {
    const result = buildChannelFields({ ...valid, name: '', key: '', models: [], model_mapping: '{bad', priority: 'x', price: '-1' }, 'create');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.problems).sort()).toEqual(['key', 'model_mapping', 'models', 'name', 'price', 'priority']);
  });

  it('CH-044 / CH-042: at least one model, and models must be a list', () => {
    expect(buildChannelFields({ ...valid, models: [] }, 'create')).toMatchObject({
      ok: false,
      problems: { models: { messageKey: 'editor.errors.modelRequired' } },
    });
    expect(buildChannelFields({ ...valid, models: 'gpt' as unknown as string[] }, 'create')).toMatchObject({
      ok: false,
      problems: { models: { messageKey: 'editor.errors.modelsNotList' } },
    });
  });

  it('CH-045: model_mapping must be valid JSON', () => {
    expect(buildChannelFields({ ...valid, model_mapping: '{bad' }, 'create')).toMatchObject({
      ok: false,
      problems: { model_mapping: { messageKey: 'editor.errors.modelMappingJson' } },
    });
    expect(buildChannelFields({ ...valid, model_mapping: '{"a":"b"}' }, 'create')).toMatchObject({ ok: true });
  });

  it('CH-048 / CH-050 / CH-051: type 18 other defaults to v2.1, the trailing slash goes, integers are parsed', () => {
    const result = buildChannelFields({ ...valid, type: 18, key: 'a|b|c', base_url: 'https://x.test/', priority: ' 3 ', weight: '2' }, 'create');
    expect(result).toMatchObject({ ok: true, fields: { other: 'v2.1', base_url: 'https://x.test', priority: 3, weight: 2 } });
    expect(buildChannelFields({ ...valid, priority: '1.5' }, 'create')).toMatchObject({ ok: false });
    expect(buildChannelFields({ ...valid, weight: '-1' }, 'create')).toMatchObject({ ok: false });
  });

  it('CH-049: a /v1 base URL is recognised for the warning', () => {
    expect(endsWithV1('https://api.test/v1')).toBe(true);
    expect(endsWithV1('https://api.test/v1/')).toBe(true);
    expect(endsWithV1('https://api.test/v1beta')).toBe(false);
    expect(stripTrailingSlash('https://a.test///')).toBe('https://a.test');
  });

  it('CH-041: models and groups go to the server as comma strings and come back as lists', () => {
    const result = buildChannelFields({ ...valid, models: ['a', 'b'], groups: ['default', 'vip'] }, 'create');
    expect(result).toMatchObject({ ok: true, fields: { models: 'a,b', group: 'default,vip' } });
    expect(channelToForm(channel({ models: 'a,b', group: 'default,vip', auto_ban: 0 }))).toMatchObject({
      models: ['a', 'b'],
      groups: ['default', 'vip'],
      auto_ban: false,
      key: '',
    });
  });
});

describe('tag edit', () => {
  const blank = { newTag: 'team', models: [], groups: [], model_mapping: '' };

  it('CH-062: nothing changed gives no changes', () => {
    expect(buildTagEdit('team', blank)).toMatchObject({ ok: false, problem: { messageKey: 'tagEditor.noChanges' } });
  });

  it('CH-060 / CH-063: blank fields are left out, an empty new tag dissolves', () => {
    expect(buildTagEdit('team', { ...blank, newTag: '' })).toEqual({ ok: true, input: { tag: 'team', new_tag: '' } });
    expect(buildTagEdit('team', { ...blank, models: ['a', 'b'] })).toEqual({ ok: true, input: { tag: 'team', models: 'a,b' } });
  });

  it('CH-061: model_mapping must be valid JSON', () => {
    expect(buildTagEdit('team', { ...blank, model_mapping: '[1' })).toMatchObject({ ok: false, problem: { messageKey: 'editor.errors.modelMappingJson' } });
  });
});

describe('list preferences', () => {
  afterEach(() => localStorage.clear());

  it('CH-006: column choices are remembered under a channels key', () => {
    expect(readVisibleColumns()).toContain('balance');
    storeVisibleColumns(['id', 'name']);
    expect(localStorage.getItem(CHANNEL_COLUMNS_STORAGE_KEY)).toContain('"balance":false');
    expect(readVisibleColumns()).toEqual(['id', 'name']);
    localStorage.setItem(CHANNEL_COLUMNS_STORAGE_KEY, 'not json');
    expect(readVisibleColumns()).toContain('balance');
  });

  it('CH-007: the id-sort choice is remembered', () => {
    expect(readIdSort()).toBe(false);
    storeIdSort(true);
    expect(localStorage.getItem(CHANNEL_ID_SORT_STORAGE_KEY)).toBe('true');
    expect(readIdSort()).toBe(true);
  });
});

describe('tag rows', () => {
  it('CH-014: a tag is enabled when any child is; untagged channels stay rows', () => {
    const rows = groupByTag([
      channel({ id: 1, tag: 't', status: 2, response_time: 1000 }),
      channel({ id: 2 }),
      channel({ id: 3, tag: 't', status: 1, response_time: 3000 }),
      channel({ id: 4, tag: 'u', status: 3 }),
    ]);
    expect(rows.map((row) => (row.kind === 'tag' ? `tag:${row.tag}:${row.enabled}:${row.responseTime}` : `ch:${row.channel.id}`))).toEqual([
      'tag:t:true:2000',
      'ch:2',
      'tag:u:false:0',
    ]);
  });

  it('CH-010: reads the reason and time of an auto-disabled channel', () => {
    expect(readStatusInfo('{"status_reason":"401","status_time":1700000000}')).toEqual({ reason: '401', time: 1700000000 });
    expect(readStatusInfo('')).toBeUndefined();
    expect(readStatusInfo('{oops')).toBeUndefined();
  });
});

describe('price and input limit', () => {
  const valid = { ...defaultChannelForm(), name: 'n', key: 'sk-1', models: ['gpt-4o'] };

  it('CH-052: price is at least 0 and may have four decimals', () => {
    expect(buildChannelFields({ ...valid, price: '0.0001' }, 'create')).toMatchObject({ ok: true, fields: { price: 0.0001 } });
    expect(buildChannelFields({ ...valid, price: '-0.5' }, 'create')).toMatchObject({ ok: false, problems: { price: { messageKey: 'editor.errors.price' } } });
    expect(buildChannelFields({ ...valid, price: '0.00001' }, 'create')).toMatchObject({
      ok: false,
      problems: { price: { messageKey: 'editor.errors.price' } },
    });
    expect(buildChannelFields({ ...valid, price: '1e-3' }, 'create')).toMatchObject({ ok: false, problems: { price: { messageKey: 'editor.errors.price' } } });
    expect(buildChannelFields({ ...valid, price: '' }, 'create')).toMatchObject({ ok: true, fields: { price: 0 } });
    expect(buildChannelFields({ ...valid, max_input_tokens: '12.5' }, 'create')).toMatchObject({ ok: false });
  });
});

describe('list state in the URL', () => {
  it('CH-005: page, size, filters and tag mode round-trip through the query string', () => {
    const state = parseListState('p=3&size=50&keyword=a%20b&model=gpt&group=vip&tag=1');
    expect(state).toEqual({ page: 3, pageSize: 50, keyword: 'a b', model: 'gpt', group: 'vip', tagMode: true });
    expect(parseListState(formatListState(state))).toEqual(state);
    expect(formatListState(parseListState(''))).toBe('');
  });

  it('bad numbers fall back to the first page and the remembered size', () => {
    expect(parseListState('p=-1&size=7', 20)).toMatchObject({ page: 0, pageSize: 20 });
    expect(withSearch('/channel', '')).toBe('/channel');
    expect(withSearch('/channel/add', 'p=2')).toBe('/channel/add?p=2');
  });
});

describe('key formats from the catalogue', () => {
  const valid = { ...defaultChannelForm(), name: 'n', models: ['m'] };

  it('CH-047: pipe keys need their parts, Vertex AI needs a JSON credential', () => {
    expect(buildChannelFields({ ...valid, type: 15, key: 'only-one' }, 'create')).toMatchObject({
      ok: false,
      problems: { key: { messageKey: 'common:validation.channel.keyParts', params: { parts: 2 } } },
    });
    expect(buildChannelFields({ ...valid, type: 15, key: 'api|secret' }, 'create')).toMatchObject({ ok: true });
    expect(buildChannelFields({ ...valid, type: 41, key: 'not json', other: 'us-central1' }, 'create')).toMatchObject({
      ok: false,
      problems: { key: { messageKey: 'common:validation.channel.keyJson' } },
    });
    expect(buildChannelFields({ ...valid, type: 41, key: '{"type":"service_account"}', other: 'us-central1' }, 'create')).toMatchObject({ ok: true });
  });
});
