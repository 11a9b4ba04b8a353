import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteRoute } from '@gateway/ui/remote-contract';

const pages = new WeakMap<RemoteRoute, LazyExoticComponent<ComponentType>>();

/** One React.lazy per remote route, so navigating back to a page does not load it again. */
export function lazyRemotePage(route: RemoteRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (page === undefined) {
    page = lazy(route.load);
    pages.set(route, page);
  }
  return page;
}

/** React.lazy remembers a rejected import; forgetting the wrapper lets Retry load the chunk again. */
export function forgetRemotePage(route: RemoteRoute): void {
  pages.delete(route);
}
