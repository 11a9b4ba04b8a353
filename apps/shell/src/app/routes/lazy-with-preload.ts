import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type PreloadableComponent = {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts the download now; the component renders without a second request later. */
  preload: () => Promise<unknown>;
};

/** React.lazy whose import can be started early (at boot, or on hover) and is shared with render. */
export function lazyWithPreload(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed chunk may succeed on the next attempt (flaky network): do not cache the failure.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(start), preload: start };
}
