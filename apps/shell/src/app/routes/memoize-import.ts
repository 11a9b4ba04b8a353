import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * Memoizes the import of a page. Once the module has arrived, the loader hands React.lazy a thenable
 * that resolves synchronously: React then renders the page in the same pass instead of suspending,
 * committing the fallback and rendering again (one whole render of the page saved at start-up,
 * where index.ts preloaded it). A failed import is forgotten, so the next attempt tries again.
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
