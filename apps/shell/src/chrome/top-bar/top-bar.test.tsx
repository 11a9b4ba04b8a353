import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShell, testUser } from '../../testing/render-in-shell.tsx';
import { TopBar } from './top-bar.tsx';

const ordinaryDay = () => new Date(2027, 4, 12, 10, 0, 0);

describe('TopBar', () => {
  it('SH-012 / SH-014: signed out there are no navigation links, only a Login item', async () => {
    await renderInShell(<TopBar now={ordinaryDay} />, { path: '/login', user: null, status: { docs_link: 'https://docs.example.com' } });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('SH-011 / SH-014: signed in it links home, console, pricing, docs and about, and has the account menu', async () => {
    await renderInShell(<TopBar now={ordinaryDay} />, { path: '/token', user: testUser, status: { docs_link: 'https://docs.example.com' } });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['Home', 'Console', 'Pricing', 'Docs', 'About']));
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Account menu of Alice' })).toBeTruthy();
  });

  it('SH-017: shows the configured system name, else the built-in brand and /logo.png', async () => {
    const view = await renderInShell(<TopBar now={ordinaryDay} />, { status: { system_name: 'Acme AI', logo: 'https://cdn.example.com/acme.png' } });
    expect(screen.getByText('Acme AI')).toBeTruthy();
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/acme.png');
    view.unmount();
    const fallback = await renderInShell(<TopBar now={ordinaryDay} />, { status: { system_name: '', logo: '' } });
    expect(screen.getByText('AI Gateway')).toBeTruthy();
    expect(fallback.container.querySelector('img')?.getAttribute('src')).toBe('/logo.png');
  });

  it('SH-015: the new-year easter egg shows on 1 January only', async () => {
    const view = await renderInShell(<TopBar now={ordinaryDay} />);
    expect(screen.queryByRole('img', { name: 'Happy New Year!' })).toBeNull();
    view.unmount();
    await renderInShell(<TopBar now={() => new Date(2027, 0, 1, 9, 0, 0)} />);
    expect(await screen.findByRole('img', { name: 'Happy New Year!' })).toBeTruthy();
  });

  it('SH-016: a badge names self-use and demo mode', async () => {
    await renderInShell(<TopBar now={ordinaryDay} />, { status: { demo_site_enabled: true } });
    expect(screen.getByText('Demo Site')).toBeTruthy();
  });

  it('SH-013: the theme switch flips and remembers the mode', async () => {
    localStorage.setItem('theme-mode', 'light');
    await renderInShell(<TopBar now={ordinaryDay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });

  it('COM-034: the language switch changes to Chinese and remembers it', async () => {
    await renderInShell(<TopBar now={ordinaryDay} />, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Switch language to 中文' }));
    expect(await screen.findByRole('link', { name: '控制台' })).toBeTruthy();
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
  });
});
