import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { TimeRangePicker } from './index.tsx';
import type { TimeRange } from './index.tsx';

const now = () => new Date(2026, 10, 22, 15, 4, 5);

function Harness({ initial, onChange }: { initial: TimeRange; onChange: (range: TimeRange) => void }) {
  const [range, setRange] = useState(initial);
  return (
    <TimeRangePicker
      value={range}
      now={now}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

/** The text a picker field holds (its hidden input carries the formatted value). */
const fieldValue = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

describe('TimeRangePicker', () => {
  it('shows English dates with a 12-hour clock and fills a quick range', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness initial={{ start: new Date(2026, 10, 22, 0, 0, 0), end: new Date(2026, 10, 22, 23, 59, 59) }} onChange={onChange} />);
    expect(fieldValue('Start time')).toBe('11/22/2026 12:00:00 AM');
    expect(fieldValue('End time')).toBe('11/22/2026 11:59:59 PM');
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(quick).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(quick).getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: new Date(2026, 10, 16, 0, 0, 0), end: new Date(2026, 10, 22, 23, 59, 59) });
    expect(await screen.findByDisplayValue('11/16/2026 12:00:00 AM')).toBeTruthy();
    expect(within(quick).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows Chinese dates year first with a 24-hour clock and Chinese labels', async () => {
    await renderWithProviders(<Harness initial={{ start: new Date(2026, 10, 22, 13, 5, 0), end: null }} onChange={() => {}} />, 'zh');
    expect(fieldValue('开始时间')).toBe('2026-11-22 13:05:00');
    expect(fieldValue('结束时间')).toBe('');
    const quick = screen.getByRole('group', { name: '快捷时间范围' });
    fireEvent.click(within(quick).getByRole('button', { name: '近 30 天' }));
    expect(await screen.findByDisplayValue('2026-10-24 00:00:00')).toBeTruthy();
    expect(fieldValue('结束时间')).toBe('2026-11-22 23:59:59');
  });

  it('says so on the end field when the end is before the start', async () => {
    await renderWithProviders(<Harness initial={{ start: new Date(2026, 10, 22, 12), end: new Date(2026, 10, 21, 12) }} onChange={() => {}} />);
    expect(screen.getByText('The end is before the start')).toBeTruthy();
  });
});
