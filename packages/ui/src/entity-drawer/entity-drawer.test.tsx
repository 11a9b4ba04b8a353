import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '../testing/render.tsx';
import { EntityDrawer } from './index.tsx';

describe('EntityDrawer', () => {
  it('submits on Save and on Enter in a field, and cancels', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(
      <EntityDrawer open title="Edit token" onClose={onClose} onSubmit={onSubmit}>
        <TextField label="Name" defaultValue="default" />
      </EntityDrawer>,
    );
    expect(screen.getByRole('heading', { name: 'Edit token' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.submit(screen.getByLabelText('Name').closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('neither submits twice nor closes while submitting', async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    await renderWithProviders(
      <EntityDrawer open title="新建令牌" onClose={onClose} onSubmit={onSubmit} submitting>
        <input aria-label="name" />
      </EntityDrawer>,
      'zh',
    );
    fireEvent.submit(screen.getByLabelText('name').closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
