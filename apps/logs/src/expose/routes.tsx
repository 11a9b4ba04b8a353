/**
 * The one module this remote exposes (`./routes`): its pages, their minimum roles and its sidebar
 * entries. The shell composes them into its router and sidebar; pages load on first visit.
 */
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Role } from '@gateway/domain';
import { defineRemote } from '@gateway/ui/remote-contract';
import { NAMESPACE, REMOTE_NAME } from '../namespace.ts';
import { loadMessages } from '../locales/load-messages.ts';

export default defineRemote({
  name: REMOTE_NAME,
  namespace: NAMESPACE,
  // Every signed-in user has logs of their own; admins see everyone's inside the same pages.
  routes: [
    { path: '/log', minRole: Role.Common, load: () => import('../features/usage-log/routes/usage-log-page.tsx') },
    { path: '/detail', minRole: Role.Common, load: () => import('../features/dashboard/routes/dashboard-page.tsx') },
  ],
  // The flags only hide sidebar entries, as in new-api; the routes stay reachable by address.
  // The drawing (/midjourney) and task (/task) logs come with the task relay (Midjourney, Suno, video), which
  // does not exist yet: until then they are neither routes nor sidebar entries (no placeholder pages).
  navItems: [
    {
      path: '/detail',
      labelKey: `${NAMESPACE}:nav.dashboard`,
      icon: DashboardOutlinedIcon,
      minRole: Role.Common,
      section: 'console',
      order: 10,
      visibleWhen: 'enable_data_export',
    },
    { path: '/log', labelKey: `${NAMESPACE}:nav.usageLog`, icon: ReceiptLongOutlinedIcon, minRole: Role.Common, section: 'console', order: 30 },
  ],
  loadMessages,
});
