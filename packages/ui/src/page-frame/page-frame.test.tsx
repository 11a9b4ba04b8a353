import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithProviders } from '../testing/render.tsx';
import { PageFrame } from './index.tsx';

describe('PageFrame', () => {
  it('renders the title as the page heading, breadcrumbs and actions', async () => {
    await renderWithProviders(
      <PageFrame title="Users" breadcrumbs={[{ label: 'Admin', to: '/setting' }, { label: 'Users' }]} actions={<Button>Add user</Button>}>
        <p>body</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeDefined();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('a')?.getAttribute('href')).toBe('/setting');
    expect(screen.getAllByText('Users').find((element) => element.getAttribute('aria-current') === 'page')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeDefined();
    expect(screen.getByText('body')).toBeDefined();
  });

  it('navigates client-side from a breadcrumb link', async () => {
    window.history.replaceState(null, '', '/user');
    await renderWithProviders(<PageFrame title="Edit" breadcrumbs={[{ label: 'Users', to: '/user' }, { label: 'Edit' }]} />);
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(window.location.pathname).toBe('/user');
  });

  it('leaves out the breadcrumb trail when there is none', async () => {
    await renderWithProviders(<PageFrame title="Home" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
