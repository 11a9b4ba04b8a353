import type { StatusPayload } from '@gateway/domain';
import { isSidebarFreePath } from '../../app/routes/route-paths.ts';

export type TopNavItem = { kind: 'internal'; labelKey: string; path: string } | { kind: 'external'; labelKey: string; href: string };

/**
 * The top bar's links (SH-011): home, console, pricing, docs (only when a docs link is set, opened
 * outside the console) and about. Empty while signed out (SH-012).
 */
export function topNavItems(status: Pick<StatusPayload, 'docs_link'> | Partial<StatusPayload>, signedIn: boolean): TopNavItem[] {
  if (!signedIn) return [];
  const items: TopNavItem[] = [
    { kind: 'internal', labelKey: 'shell:topBar.home', path: '/' },
    { kind: 'internal', labelKey: 'shell:topBar.console', path: '/token' },
    { kind: 'internal', labelKey: 'shell:topBar.pricing', path: '/pricing' },
  ];
  const docs = typeof status.docs_link === 'string' ? status.docs_link.trim() : '';
  if (/^https?:\/\//i.test(docs)) items.push({ kind: 'external', labelKey: 'shell:topBar.docs', href: docs });
  items.push({ kind: 'internal', labelKey: 'shell:topBar.about', path: '/about' });
  return items;
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * Which top link is current: the console link covers every console page (every page with the
 * sidebar but pricing and about, which have links of their own), so the phone menu names it.
 */
export function isTopNavActive(item: TopNavItem, pathname: string): boolean {
  if (item.kind !== 'internal') return false;
  if (item.path === '/') return pathname === '/';
  if (item.path === '/token') return under(pathname, '/token') || (!isSidebarFreePath(pathname) && !under(pathname, '/pricing') && !under(pathname, '/about'));
  return under(pathname, item.path);
}
