import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLogFilterForm, isBadChannelId, toListParams, toStatFilters } from './log-filters.ts';
import type { LogFilterForm } from './log-filters.ts';

const filled = (overrides: Partial<LogFilterForm> = {}): LogFilterForm => ({
  ...defaultLogFilterForm(new Date(2026, 10, 22, 15, 4, 5)),
  tokenName: ' main ',
  modelName: 'gpt-4o-mini',
  group: 'vip',
  channel: '7',
  username: 'alice',
  ...overrides,
});

describe('usage log filters → query parameters', () => {
  // The process runs in UTC in CI; a zone with an offset proves the conversion reads local time.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Shanghai';
  });
  afterEach(() => {
    process.env.TZ = zone;
    vi.useRealTimers();
  });

  it('LOG-005 / LOG-010: the range defaults to today 00:00:00 – 23:59:59, every type, status codes 429 and 503', () => {
    const form = defaultLogFilterForm(new Date(2026, 10, 22, 15, 4, 5));
    expect(form).toMatchObject({ start: new Date(2026, 10, 22, 0, 0, 0), end: new Date(2026, 10, 22, 23, 59, 59), type: 0, statusCodes: [429, 503] });
  });

  it('LOG-007: time filters are sent in unix seconds of the local time the picker shows; no bound sends nothing', () => {
    // 2026-11-22 00:00:00 in Shanghai (UTC+8) is 2026-11-21 16:00:00 UTC.
    expect(toListParams(filled(), false, 0, 10)).toMatchObject({
      start_timestamp: Date.UTC(2026, 10, 21, 16) / 1000,
      end_timestamp: Date.UTC(2026, 10, 22, 15, 59, 59) / 1000,
    });
    const open = toListParams(filled({ start: null, end: new Date(Number.NaN) }), false, 0, 10);
    expect(open.start_timestamp).toBeUndefined();
    expect(open.end_timestamp).toBeUndefined();
  });

  it('LOG-012: the admin list sends page, size, every filter, username and channel', () => {
    const params = toListParams(filled({ type: 2 }), true, 3, 20);
    expect(params).toEqual({
      p: 3,
      page_size: 20,
      type: 2,
      token_name: 'main',
      model_name: 'gpt-4o-mini',
      group: 'vip',
      start_timestamp: Date.UTC(2026, 10, 21, 16) / 1000,
      end_timestamp: Date.UTC(2026, 10, 22, 15, 59, 59) / 1000,
      username: 'alice',
      channel: 7,
    });
  });

  it('LOG-013: the own list sends the same query without username and channel', () => {
    const params = toListParams(filled(), false, 0, 10);
    expect(params).not.toHaveProperty('username');
    expect(params).not.toHaveProperty('channel');
    expect(params).toMatchObject({ p: 0, page_size: 10, type: 0, token_name: 'main', model_name: 'gpt-4o-mini', group: 'vip' });
  });

  it('LOG-011: status codes go out only with type 5, in the offered order', () => {
    expect(toListParams(filled({ type: 5, statusCodes: [429, 500] }), true, 0, 10).status_code).toEqual([429, 500]);
    expect(toListParams(filled({ type: 2, statusCodes: [429, 500] }), true, 0, 10)).not.toHaveProperty('status_code');
    expect(toListParams(filled({ type: 5, statusCodes: [] }), true, 0, 10)).not.toHaveProperty('status_code');
  });

  it('LOG-002 / LOG-006: the statistics use the same filters; "all types" counts usage (type 2)', () => {
    expect(toStatFilters(filled(), true)).toMatchObject({ type: 2, username: 'alice', channel: 7, model_name: 'gpt-4o-mini' });
    expect(toStatFilters(filled({ type: 5, statusCodes: [429] }), true)).not.toHaveProperty('status_code');
    expect(toStatFilters(filled({ type: 1 }), false)).toMatchObject({ type: 1 });
    expect(toStatFilters(filled(), false)).not.toHaveProperty('username');
  });

  it('empty text filters are left out; a channel that is not a whole number is refused', () => {
    const params = toListParams(filled({ tokenName: '  ', modelName: '', group: '', username: '', channel: '' }), true, 0, 10);
    expect(params).toMatchObject({ token_name: undefined, model_name: undefined, group: undefined, username: undefined, channel: undefined });
    expect(isBadChannelId('12a')).toBe(true);
    expect(isBadChannelId('-1')).toBe(true);
    expect(isBadChannelId(' 12 ')).toBe(false);
    expect(isBadChannelId('')).toBe(false);
  });
});
