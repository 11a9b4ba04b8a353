/**
 * The shell's own pages, each its own lazy chunk. The page a visitor lands on is preloaded at
 * boot in parallel with the translations, so /login costs no extra round trip.
 */
import { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload.ts';
import { matchShellPage, type ShellPagePattern } from './route-paths.ts';

export const shellPages: Record<ShellPagePattern, PreloadableComponent> = {
  '/': lazyWithPreload(() => import('../../pages/home/home-page.tsx')),
  '/about': lazyWithPreload(() => import('../../pages/about/about-page.tsx')),
  '/login': lazyWithPreload(() => import('../../pages/login/login-page.tsx')),
  '/register': lazyWithPreload(() => import('../../pages/register/register-page.tsx')),
  '/reset': lazyWithPreload(() => import('../../pages/reset/reset-page.tsx')),
  '/setup': lazyWithPreload(() => import('../../pages/setup/setup-page.tsx')),
  '/oauth/:provider': lazyWithPreload(() => import('../../pages/oauth/oauth-callback-page.tsx')),
  '/personal': lazyWithPreload(() => import('../../pages/personal/personal-page.tsx')),
};

export const notFoundPage = lazyWithPreload(() => import('../../pages/not-found/not-found-page.tsx'));
export const noPermissionPage = lazyWithPreload(() => import('../../pages/no-permission/no-permission-page.tsx'));

export function preloadShellPage(pathname: string): void {
  const pattern = matchShellPage(pathname);
  // A failed preload is retried by the render itself; nothing to report here.
  if (pattern !== undefined) shellPages[pattern].preload().catch(() => undefined);
}
