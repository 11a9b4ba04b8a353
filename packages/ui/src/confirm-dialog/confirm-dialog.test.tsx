import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { ConfirmDialog } from './index.tsx';

describe('ConfirmDialog', () => {
  it('shows the question and reports confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ConfirmDialog open title="Delete user alice?" message="This cannot be undone." danger onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete user alice?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.className).toContain('colorError');
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('focuses Cancel first so Enter cannot confirm by accident', async () => {
    await renderWithProviders(<ConfirmDialog open message="Sure?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeDefined();
  });

  it('cannot be dismissed while the action runs', async () => {
    const onCancel = vi.fn();
    await renderWithProviders(<ConfirmDialog open message="Deleting" confirming confirmLabel="Delete" onConfirm={() => {}} onCancel={onCancel} />, 'zh');
    const cancel = screen.getByRole('button', { name: '取消' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
