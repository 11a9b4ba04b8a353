/**
 * The contract between the shell and a remote. Each remote exposes one module,
 * `./routes`, whose default export is a `RemoteModule`. The shell composes the
 * routes into its router and the nav items into its sidebar; it never imports
 * a remote's code directly.
 */
import type { ComponentType } from 'react';

/** Where a nav item sits in the sidebar. */
export type NavSection = 'playground' | 'console' | 'admin' | 'personal';

/** A status flag that must be true for the item to show, e.g. data export only when the site enables it (COM-041). */
export type NavVisibilityFlag = 'enable_data_export' | 'enable_drawing' | 'enable_task';

export type RemoteRoute = {
  /** Absolute route path, react-router syntax, e.g. '/channel' or '/user/edit/:id'. */
  path: string;
  /** The page, loaded on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /** Minimum role: 0 public, 1 signed in, 10 admin, 100 root. */
  minRole: 0 | 1 | 10 | 100;
};

export type RemoteNavItem = {
  path: string;
  /** i18n key in the remote's namespace, e.g. 'channels:nav.channels'. */
  labelKey: string;
  icon: ComponentType;
  minRole: 0 | 1 | 10 | 100;
  section: NavSection;
  /** Sort order inside the section (lower first). */
  order: number;
  visibleWhen?: NavVisibilityFlag;
};

export type RemoteModule = {
  /** The MF container name (mf-config remoteApps[].name). */
  name: string;
  /** The i18next namespace the remote's keys live in. */
  namespace: string;
  routes: RemoteRoute[];
  navItems: RemoteNavItem[];
  /** Translations for the namespace; the shell adds them to the one i18next instance. */
  loadMessages: (language: 'en' | 'zh') => Promise<Record<string, unknown>>;
};

/** Identity helper that type-checks a remote's `./routes` default export. */
export function defineRemote(module: RemoteModule): RemoteModule {
  return module;
}
