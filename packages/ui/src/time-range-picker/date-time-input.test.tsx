import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { DateTimeInput } from './index.tsx';

function Harness({ initial, error }: { initial: Date | null; error?: string }) {
  const [value, setValue] = useState(initial);
  return <DateTimeInput label="Delete logs before" value={value} onChange={setValue} {...(error === undefined ? {} : { error })} />;
}

const fieldValue = (label: string) => (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

describe('DateTimeInput', () => {
  it('shows the value in the reader’s format: English 12-hour clock', async () => {
    await renderWithProviders(<Harness initial={new Date(2026, 9, 22, 15, 4, 5)} />);
    expect(fieldValue('Delete logs before')).toBe('10/22/2026 03:04:05 PM');
  });

  it('shows Chinese year first with a 24-hour clock', async () => {
    await renderWithProviders(<Harness initial={new Date(2026, 9, 22, 15, 4, 5)} />, 'zh');
    expect(fieldValue('Delete logs before')).toBe('2026-10-22 15:04:05');
  });

  it('shows the message it is given and says so for a half-typed value', async () => {
    await renderWithProviders(<Harness initial={null} error="Choose a time first" />);
    expect(screen.getByText('Choose a time first')).toBeTruthy();
    await renderWithProviders(<Harness initial={new Date(Number.NaN)} />);
    expect(screen.getByText('Enter a complete date and time')).toBeTruthy();
  });
});
