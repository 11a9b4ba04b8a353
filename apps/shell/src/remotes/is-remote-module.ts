import type { RemoteModule } from '@gateway/ui/remote-contract';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * Takes what `loadRemote('<name>/routes')` resolved to (the module namespace, whose default
 * export is the RemoteModule) and checks the contract's shape. A remote built against another
 * contract version must fail visibly at its own paths, not crash the shell.
 */
export function toRemoteModule(loaded: unknown): RemoteModule | null {
  const candidate = isObject(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (!isObject(candidate)) return null;
  const { name, namespace, routes, navItems, loadMessages } = candidate;
  if (typeof name !== 'string' || typeof namespace !== 'string' || typeof loadMessages !== 'function') return null;
  if (!Array.isArray(routes) || !Array.isArray(navItems)) return null;
  const routesOk = routes.every(
    (route: unknown) => isObject(route) && typeof route.path === 'string' && typeof route.load === 'function' && typeof route.minRole === 'number',
  );
  const navOk = navItems.every(
    (item: unknown) =>
      isObject(item) &&
      typeof item.path === 'string' &&
      typeof item.labelKey === 'string' &&
      typeof item.section === 'string' &&
      typeof item.order === 'number',
  );
  return routesOk && navOk ? (candidate as RemoteModule) : null;
}
