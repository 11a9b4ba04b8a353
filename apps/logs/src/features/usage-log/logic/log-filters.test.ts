import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLogFilterForm, isBadChannelId, toDateTimeInput, toListParams, toStatFilters, toUnixSeconds } from './log-filters.ts';
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
    expect(form).toMatchObject({ start: '2026-11-22T00:00:00', end: '2026-11-22T23:59:59', type: 0, statusCodes: [429, 503] });
    expect(toDateTimeInput(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02T03:04:05');
  });

  it('LOG-007: time filters are sent in unix seconds, read as the local time the picker shows', () => {
    expect(toUnixSeconds('2026-11-22T00:00:00')).toBe(new Date(2026, 10, 22, 0, 0, 0).getTime() / 1000);
    expect(toUnixSeconds('2026-11-22T23:59')).toBe(new Date(2026, 10, 22, 23, 59, 0).getTime() / 1000);
    expect(toUnixSeconds('')).toBeUndefined();
    expect(toUnixSeconds('yesterday')).toBeUndefined();
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
      start_timestamp: toUnixSeconds('2026-11-22T00:00:00'),
      end_timestamp: toUnixSeconds('2026-11-22T23:59:59'),
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
