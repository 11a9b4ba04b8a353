import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '../testing/render.tsx';
import { EmptyState } from './index.tsx';

describe('EmptyState', () => {
  it('shows title, description and the action', async () => {
    await renderWithProviders(<EmptyState title="No tokens yet" description="Create a token to call the API." action={<Button>Create token</Button>} />);
    const panel = screen.getByRole('status');
    expect(panel.textContent).toContain('No tokens yet');
    expect(panel.textContent).toContain('Create a token to call the API.');
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDefined();
  });
});
