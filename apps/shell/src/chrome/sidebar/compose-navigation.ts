/**
 * Builds the sidebar from the loaded remotes' nav items plus the shell's own ones:
 * fixed section order, items sorted by `order`, hidden when the user's role is too low or when the
 * item's local feature flag is off, and one sub-item per stored chat link under the playground.
 */
import type { ComponentType } from 'react';
import type { NavSection, NavVisibilityFlag, RemoteNavItem } from '@gateway/ui/remote-contract';
import type { ChatEntry } from '@gateway/domain';

export const sectionOrder: readonly NavSection[] = ['playground', 'console', 'admin', 'personal'];

/** A nav entry ready to render: either an i18n key (remote/shell items) or a literal name (chat links). */
export type SidebarItem = {
  path: string;
  labelKey?: string;
  labelText?: string;
  icon?: ComponentType;
  /** Chat links sit one level under the playground entry. */
  nested: boolean;
};

export type SidebarGroup = { section: NavSection; items: SidebarItem[] };

export type NavigationFlags = Record<NavVisibilityFlag, boolean>;

export type ComposeNavigationInput = {
  navItems: readonly RemoteNavItem[];
  /** The signed-in user's role; null when nobody is signed in (then there is no sidebar). */
  role: number | null;
  flags: NavigationFlags;
  chats: readonly ChatEntry[];
};

function visible(item: RemoteNavItem, role: number, flags: NavigationFlags): boolean {
  if (item.minRole > role) return false;
  // SH-021: the admin section is for admins even if a remote declared a lower role by mistake.
  if (item.section === 'admin' && role < 10) return false;
  return item.visibleWhen === undefined || flags[item.visibleWhen];
}

export function composeNavigation({ navItems, role, flags, chats }: ComposeNavigationInput): SidebarGroup[] {
  if (role === null) return [];
  const seen = new Set<string>();
  const groups: SidebarGroup[] = [];
  for (const section of sectionOrder) {
    const sorted = navItems
      .filter((item) => item.section === section && visible(item, role, flags))
      .sort((left, right) => left.order - right.order || left.path.localeCompare(right.path));
    const items: SidebarItem[] = [];
    for (const item of sorted) {
      // Two remotes announcing one path would render two identical links; the first wins.
      if (seen.has(item.path)) continue;
      seen.add(item.path);
      items.push({ path: item.path, labelKey: item.labelKey, icon: item.icon, nested: false });
      if (section === 'playground' && item.path === '/playground') items.push(...chatItems(chats));
    }
    // SH-018: chat links show even when the playground entry itself is not available.
    if (section === 'playground' && !items.some((item) => item.nested)) items.push(...chatItems(chats));
    if (items.length > 0) groups.push({ section, items });
  }
  return groups;
}

function chatItems(chats: readonly ChatEntry[]): SidebarItem[] {
  return chats.map((chat) => ({ path: `/chat/${chat.index}`, labelText: chat.name, nested: true }));
}
