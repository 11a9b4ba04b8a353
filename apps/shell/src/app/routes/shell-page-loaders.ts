/**
 * The import of every shell page, memoized, with no React in this file: index.ts uses it to start
 * downloading the page the address asks for at the same time as the app itself, and
 * shell-pages.ts wraps the very same promises in React.lazy.
 */
import { matchShellPage, type ShellPagePattern } from './route-paths.ts';
import { memoizeImport, type PageModule } from './memoize-import.ts';

export const shellPageLoaders: Record<ShellPagePattern, () => Promise<PageModule>> = {
  '/': memoizeImport(() => import('../../pages/home/home-page.tsx')),
  '/about': memoizeImport(() => import('../../pages/about/about-page.tsx')),
  '/login': memoizeImport(() => import('../../pages/login/login-page.tsx')),
  '/register': memoizeImport(() => import('../../pages/register/register-page.tsx')),
  '/reset': memoizeImport(() => import('../../pages/reset/reset-page.tsx')),
  '/user/reset': memoizeImport(() => import('../../pages/reset/reset-confirm-page.tsx')),
  '/setup': memoizeImport(() => import('../../pages/setup/setup-page.tsx')),
  '/oauth/:provider': memoizeImport(() => import('../../pages/oauth/oauth-callback-page.tsx')),
  // The page registers its own translations (namespace `personal`) before it renders.
  '/personal': memoizeImport(() =>
    import('../../pages/personal/personal-entry.ts').then(async (module) => {
      await module.registerPersonalMessages();
      return module;
    }),
  ),
};

/** Starts the download of the shell page at `pathname`, if it is one. */
export function preloadShellPage(pathname: string): void {
  const pattern = matchShellPage(pathname);
  // A failed preload is retried by the render itself; nothing to report here.
  if (pattern !== undefined) Promise.resolve(shellPageLoaders[pattern]()).catch(() => undefined);
}
