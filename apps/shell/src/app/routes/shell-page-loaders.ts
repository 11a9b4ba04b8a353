/**
 * The import of every shell page, memoized, with no React in this file: index.ts uses it to start
 * downloading the page the address asks for at the same time as the app itself, and
 * shell-pages.ts wraps the very same promises in React.lazy.
 */
import type { ComponentType } from 'react';
import { matchShellPage, type ShellPagePattern } from './route-paths.ts';

type PageModule = { default: ComponentType };

/**
 * Memoizes an import. Once the module has arrived, the loader hands React.lazy a thenable that
 * resolves synchronously: React then renders the page in the same pass instead of suspending,
 * committing the fallback and rendering again (one whole render of the page saved at start-up,
 * where index.ts preloaded it).
 */
export function memoizeImport(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let pending: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  return () => {
    if (loaded !== undefined) {
      const module = loaded;
      return { then: (resolve: (value: PageModule) => unknown) => resolve(module) } as unknown as Promise<PageModule>;
    }
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed chunk may arrive on the next attempt (flaky network): do not keep the failure.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}

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

export const notFoundPageLoader = memoizeImport(() => import('../../pages/not-found/not-found-page.tsx'));
export const noPermissionPageLoader = memoizeImport(() => import('../../pages/no-permission/no-permission-page.tsx'));

/** Starts the download of the shell page at `pathname`, if it is one. */
export function preloadShellPage(pathname: string): void {
  const pattern = matchShellPage(pathname);
  // A failed preload is retried by the render itself; nothing to report here.
  if (pattern !== undefined) Promise.resolve(shellPageLoaders[pattern]()).catch(() => undefined);
}
