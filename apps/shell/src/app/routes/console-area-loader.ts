import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteAppName } from '@gateway/mf-config/remote-apps';

export type ConsoleAreaProps = {
  /** Show the sidebar (signed in, not a full-page path). */
  sidebar: boolean;
  /** The remote that owns the address, if any; otherwise `children` (a shell page) is shown. */
  remote?: RemoteAppName;
  children?: ReactNode;
};

let pending: Promise<{ default: ComponentType<ConsoleAreaProps> }> | undefined;

function load() {
  pending ??= import('../../console/console-area.tsx').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** The signed-in console: QueryClient, remotes, sidebar. Preloaded right after a login. */
export const consoleArea = { Component: lazy(load), preload: load };
