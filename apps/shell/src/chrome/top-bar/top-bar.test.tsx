import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShell, testUser } from '../../testing/render-in-shell.tsx';
import { TopBar } from './top-bar.tsx';

const ordinaryDay = () => new Date(2027, 4, 12, 10, 0, 0);

type HappyDom = { setViewport: (viewport: { width: number; height: number }) => void };
const happyDom = () => (window as unknown as { happyDOM: HappyDom }).happyDOM;
/** A phone-sized window: the top bar's media queries (≤ 600 px) apply to the computed styles. */
const phone = () => happyDom().setViewport({ width: 390, height: 844 });

afterEach(() => happyDom().setViewport({ width: 1024, height: 768 }));

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
    // On a wide screen the phone menu button stays hidden.
    expect(screen.queryByRole('button', { name: /^Main navigation:/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Account menu of Alice' })).toBeTruthy();
  });

  it('on a phone the links fold into one menu naming the current page, with every destination', async () => {
    phone();
    await renderInShell(<TopBar now={ordinaryDay} />, { path: '/pricing', user: testUser, status: { docs_link: 'https://docs.example.com' } });
    // The inline links are hidden on a phone; the menu button is what shows.
    expect(screen.queryByRole('link', { name: 'About' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Main navigation: Pricing' });
    expect(button.textContent).toBe('Pricing');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Main navigation' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Console', 'Pricing', 'Docs', 'About']);
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/', '/token', '/pricing', 'https://docs.example.com', '/about']);
    expect(items[3]!.getAttribute('target')).toBe('_blank');
    expect(items[2]!.getAttribute('aria-current')).toBe('page');
    fireEvent.click(items[4]!);
    expect(window.location.pathname).toBe('/about');
  });

  it('the menu button says "Menu" where no top link is current, in Chinese too', async () => {
    phone();
    await renderInShell(<TopBar now={ordinaryDay} />, { path: '/chat/0', user: testUser, language: 'zh' });
    expect(screen.getByRole('button', { name: '主导航：菜单' }).textContent).toBe('菜单');
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

  it('signed out in English the bar draws no Chinese glyph and loads the logo lazily (ADR 0036 addendum)', async () => {
    const { container } = await renderInShell(<TopBar now={ordinaryDay} />, { path: '/login', user: null });
    // The switch is named in Chinese for who needs it, but its text is an icon: the first CJK text of
    // a page makes the renderer load the CJK font before the sign-in form can show.
    expect(screen.getByRole('button', { name: 'Switch language to 中文' }).getAttribute('title')).toBe('Switch language to 中文');
    expect(container.textContent).not.toMatch(/[\u3000-\u9fff]/);
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('loading')).toBe('lazy');
    expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['28', '28']);
  });

  it('COM-034: the language switch changes to Chinese and remembers it', async () => {
    await renderInShell(<TopBar now={ordinaryDay} />, { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Switch language to 中文' }));
    expect(await screen.findByRole('link', { name: '控制台' })).toBeTruthy();
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
  });
});
