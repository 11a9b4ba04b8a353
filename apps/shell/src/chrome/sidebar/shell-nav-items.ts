import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import type { RemoteNavItem } from '@gateway/ui/remote-contract';

/** The shell's own sidebar entries: personal settings closes the Personal section (SH-022). */
export const shellNavItems: RemoteNavItem[] = [
  { path: '/personal', labelKey: 'shell:nav.personal', icon: ManageAccountsOutlined, minRole: 1, section: 'personal', order: 1000 },
];
