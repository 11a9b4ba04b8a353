import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { StatusChip } from './index.tsx';
import { describeStatus } from './status-tone.ts';

describe('StatusChip', () => {
  it('labels and colours known values', async () => {
    await renderWithProviders(
      <>
        <StatusChip kind="user" value={1} />
        <StatusChip kind="token" value={3} />
        <StatusChip kind="channel" value={3} />
        <StatusChip kind="redemption" value={3} />
      </>,
    );
    expect(screen.getByText('Active')).toBeDefined();
    expect(screen.getByText('Expired')).toBeDefined();
    expect(screen.getByText('Auto-disabled')).toBeDefined();
    expect(screen.getByText('Used')).toBeDefined();
    expect(describeStatus('user', 2).tone).toBe('error');
  });

  it('USR-006: shows an unknown value as unknown, in grey', async () => {
    await renderWithProviders(<StatusChip kind="user" value={42} />);
    expect(screen.getByText('Unknown status')).toBeDefined();
    expect(describeStatus('token', 42)).toEqual({ labelKey: 'tokenStatus.unknown', tone: 'default' });
  });

  it('USR-007: a soft-deleted user shows as deleted whatever its status', async () => {
    await renderWithProviders(<StatusChip kind="user" value={1} deletedAt="2026-01-01 10:00:00" />, 'zh');
    expect(screen.getByText('已注销')).toBeDefined();
  });
});
