import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { QuotaText, readQuotaDisplaySettings } from './index.tsx';

beforeEach(() => {
  localStorage.clear();
});

describe('QuotaText (COM-021..024)', () => {
  it('COM-021: shows quota ÷ quota_per_unit as dollars when currency display is on', async () => {
    await renderWithProviders(<QuotaText quota={750000} settings={{ quotaPerUnit: 500000, displayInCurrency: true }} />);
    expect(screen.getByText('$1.50')).toBeDefined();
  });

  it('COM-024: shows the compact count when currency display is off', async () => {
    await renderWithProviders(<QuotaText quota={12345} settings={{ quotaPerUnit: 500000, displayInCurrency: false }} />);
    expect(screen.getByText('12.3k')).toBeDefined();
  });

  it('COM-022/023: takes the divisor and the mode from the cached status', async () => {
    localStorage.setItem('status', JSON.stringify({ quota_per_unit: 1000000, display_in_currency: true }));
    await renderWithProviders(<QuotaText quota={750000} />);
    expect(screen.getByText('$0.75')).toBeDefined();
  });

  it('uses 500000 per unit with currency on before any status is cached, and ignores a bad divisor', () => {
    expect(readQuotaDisplaySettings()).toEqual({ quotaPerUnit: 500000, displayInCurrency: true });
    localStorage.setItem('status', JSON.stringify({ quota_per_unit: 0, display_in_currency: false }));
    expect(readQuotaDisplaySettings()).toEqual({ quotaPerUnit: 500000, displayInCurrency: false });
  });

  it('a small billed amount keeps its significant digits instead of reading $0.00', async () => {
    await renderWithProviders(<QuotaText quota={115} settings={{ quotaPerUnit: 500000, displayInCurrency: true }} />);
    expect(screen.getByLabelText('$0.00023 (115 quota units)')).toBeDefined();
  });

  it('a large amount is compacted in the reader’s language, the exact quota in the tooltip', async () => {
    await renderWithProviders(<QuotaText quota={617_283_950_000} settings={{ quotaPerUnit: 500000, displayInCurrency: true }} />, 'zh');
    expect(screen.getByText('$123万')).toBeDefined();
    fireEvent.mouseOver(screen.getByText('$123万'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '617,283,950,000 额度单位');
  });

  it('names the raw integer for assistive technology and the tooltip', async () => {
    await renderWithProviders(<QuotaText quota={1234567} settings={{ quotaPerUnit: 500000, displayInCurrency: true }} />);
    expect(screen.getByLabelText('$2.47 (1,234,567 quota units)')).toBeDefined();
  });
});
