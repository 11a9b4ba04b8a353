import { beforeEach, describe, expect, it } from 'vitest';
import { columnsForRole, LOG_COLUMNS_STORAGE_KEY, readColumnChoice, storeColumnChoice, visibleColumns } from './log-columns.ts';
import { parseLogOther } from './log-other.ts';
import { durationTone, firstTokenTone } from './time-tone.ts';

beforeEach(() => localStorage.clear());

describe('usage log columns', () => {
  it('LOG-015: channel, user and retry columns exist for admins only', () => {
    expect(columnsForRole(true)).toEqual([
      'time',
      'channel',
      'username',
      'token',
      'group',
      'type',
      'model',
      'useTime',
      'prompt',
      'completion',
      'quota',
      'retry',
      'details',
    ]);
    expect(columnsForRole(false)).toEqual(['time', 'token', 'group', 'type', 'model', 'useTime', 'prompt', 'completion', 'quota', 'details']);
  });

  it('LOG-016: the column choice is kept in localStorage under the logs key; admin columns stay admin-only', () => {
    storeColumnChoice({ group: false, channel: true });
    expect(JSON.parse(localStorage.getItem(LOG_COLUMNS_STORAGE_KEY)!)).toEqual({ group: false, channel: true });
    expect(readColumnChoice()).toEqual({ group: false, channel: true });
    expect(visibleColumns(readColumnChoice(), true)).not.toContain('group');
    expect(visibleColumns(readColumnChoice(), false)).not.toContain('channel');
  });

  it('LOG-016: broken stored data shows every column', () => {
    localStorage.setItem(LOG_COLUMNS_STORAGE_KEY, '{not json');
    expect(visibleColumns(readColumnChoice(), false)).toEqual(columnsForRole(false));
    localStorage.setItem(LOG_COLUMNS_STORAGE_KEY, '["group"]');
    expect(readColumnChoice()).toEqual({});
  });
});

describe('duration colours', () => {
  it('LOG-021: use_time under 101 s green, under 300 s orange, else red', () => {
    expect([0, 100, 101, 299, 300, 1000].map(durationTone)).toEqual(['success', 'success', 'warning', 'warning', 'error', 'error']);
  });

  it('LOG-022: first-token time under 3 s green, under 10 s orange, else red', () => {
    expect([0, 2999, 3000, 9999, 10000].map(firstTokenTone)).toEqual(['success', 'success', 'warning', 'warning', 'error']);
  });
});

describe('the other field', () => {
  it('LOG-018 / LOG-019: reads the relay keys, typed; drops keys of the wrong type', () => {
    const parsed = parseLogOther(
      JSON.stringify({
        model_ratio: 2.5,
        group_ratio: '1.5',
        frt: 820,
        cache_tokens: 10,
        is_model_mapped: true,
        upstream_model_name: 'gpt-4o-2024-08-06',
        admin_info: { use_channel: [3, '5'] },
        web_search: true,
        web_search_call_count: 2,
        web_search_price: 10,
        reasoning_effort: 'high',
        error_code: 429,
        audio_ratio: 'loud',
        claude: 1,
      }),
    );
    expect(parsed.fields).toEqual({
      model_ratio: 2.5,
      group_ratio: 1.5,
      frt: 820,
      cache_tokens: 10,
      is_model_mapped: true,
      upstream_model_name: 'gpt-4o-2024-08-06',
      admin_info: { use_channel: ['3', '5'] },
      web_search: true,
      web_search_call_count: 2,
      web_search_price: 10,
      reasoning_effort: 'high',
      error_code: '429',
      claude: true,
    });
    expect(parsed.json).toMatchObject({ audio_ratio: 'loud' });
  });

  it('LOG-018: other may be a plain string or empty', () => {
    expect(parseLogOther('manual adjustment')).toEqual({ fields: {}, json: null, text: 'manual adjustment' });
    expect(parseLogOther('')).toEqual({ fields: {}, json: null, text: '' });
    expect(parseLogOther('[1,2]')).toEqual({ fields: {}, json: null, text: '[1,2]' });
  });
});
