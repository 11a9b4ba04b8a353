import { describe, expect, it } from 'vitest';
import type { RemoteNavItem } from '@gateway/ui/remote-contract';
import { composeNavigation, type NavigationFlags } from './compose-navigation.ts';
import { parseChatEntries } from '@gateway/domain';

const Icon = () => null;
function item(path: string, section: RemoteNavItem['section'], order: number, extra: Partial<RemoteNavItem> = {}): RemoteNavItem {
  return { path, labelKey: `x:nav${path}`, icon: Icon, minRole: 1, section, order, ...extra };
}

const navItems: RemoteNavItem[] = [
  item('/log', 'console', 30),
  item('/token', 'console', 20),
  item('/detail', 'console', 10, { visibleWhen: 'enable_data_export' }),
  item('/midjourney', 'console', 40, { visibleWhen: 'enable_drawing' }),
  item('/task', 'console', 50, { visibleWhen: 'enable_task' }),
  item('/channel', 'admin', 10, { minRole: 10 }),
  item('/redemption', 'admin', 20, { minRole: 10 }),
  item('/user', 'admin', 30, { minRole: 10 }),
  item('/setting', 'admin', 40, { minRole: 10 }),
  item('/playground', 'playground', 10),
  item('/topup', 'personal', 10),
  item('/personal', 'personal', 100),
];
const allOff: NavigationFlags = { enable_data_export: false, enable_drawing: false, enable_task: false };
const allOn: NavigationFlags = { enable_data_export: true, enable_drawing: true, enable_task: true };
const paths = (groups: ReturnType<typeof composeNavigation>) => groups.map((group) => [group.section, group.items.map((entry) => entry.path)]);

describe('composeNavigation', () => {
  it('SH-019 / SH-020: console items follow the local flags and their order', () => {
    const off = composeNavigation({ navItems, role: 1, flags: allOff, chats: [] });
    expect(paths(off)).toContainEqual(['console', ['/token', '/log']]);
    const on = composeNavigation({ navItems, role: 1, flags: allOn, chats: [] });
    expect(paths(on)).toContainEqual(['console', ['/detail', '/token', '/log', '/midjourney', '/task']]);
  });

  it('SH-021: the admin section shows only for admins', () => {
    const user = composeNavigation({ navItems, role: 1, flags: allOff, chats: [] });
    expect(user.map((group) => group.section)).toEqual(['playground', 'console', 'personal']);
    const admin = composeNavigation({ navItems, role: 10, flags: allOff, chats: [] });
    expect(paths(admin)).toEqual([
      ['playground', ['/playground']],
      ['console', ['/token', '/log']],
      ['admin', ['/channel', '/redemption', '/user', '/setting']],
      ['personal', ['/topup', '/personal']],
    ]);
  });

  it('SH-021: an admin-section item declared with a low role still stays hidden from normal users', () => {
    const sloppy = [item('/channel', 'admin', 10, { minRole: 1 })];
    expect(composeNavigation({ navItems: sloppy, role: 1, flags: allOff, chats: [] })).toEqual([]);
  });

  it('SH-018: one nested item per stored chat link right after the playground', () => {
    const parsed = parseChatEntries(JSON.stringify([{ 'Next Chat': 'https://a/{key}' }, { Lobe: 'https://b/{address}' }]));
    const chats = parsed.kind === 'entries' ? parsed.entries : [];
    const groups = composeNavigation({ navItems, role: 1, flags: allOff, chats });
    expect(groups[0]).toEqual({
      section: 'playground',
      items: [
        { path: '/playground', labelKey: 'x:nav/playground', icon: Icon, nested: false },
        { path: '/chat/0', labelText: 'Next Chat', nested: true },
        { path: '/chat/1', labelText: 'Lobe', nested: true },
      ],
    });
  });

  it('SH-022: the personal section holds the wallet and personal settings', () => {
    const groups = composeNavigation({ navItems, role: 1, flags: allOff, chats: [] });
    expect(paths(groups).at(-1)).toEqual(['personal', ['/topup', '/personal']]);
  });

  it('is empty with no user and drops duplicate paths', () => {
    expect(composeNavigation({ navItems, role: null, flags: allOn, chats: [] })).toEqual([]);
    const twice = [item('/log', 'console', 1), item('/log', 'console', 2)];
    expect(paths(composeNavigation({ navItems: twice, role: 1, flags: allOff, chats: [] }))).toEqual([['console', ['/log']]]);
  });
});
