/**
 * The one module this remote exposes (`./routes`): its pages, their minimum roles and its sidebar
 * entry. The shell composes them into its router and sidebar; pages load on first visit.
 */
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { Role } from '@gateway/domain';
import { defineRemote } from '@gateway/ui/remote-contract';
import { NAMESPACE, REMOTE_NAME } from '../namespace.ts';
import { loadMessages } from '../locales/load-messages.ts';

const loadEditor = () => import('../features/channels/routes/channel-editor-page.tsx');

export default defineRemote({
  name: REMOTE_NAME,
  namespace: NAMESPACE,
  // Channels hold upstream keys: every channel route is for admins.
  routes: [
    { path: '/channel', minRole: Role.Admin, load: () => import('../features/channels/routes/channels-page.tsx') },
    { path: '/channel/add', minRole: Role.Admin, load: loadEditor },
    { path: '/channel/edit/:id', minRole: Role.Admin, load: loadEditor },
  ],
  navItems: [{ path: '/channel', labelKey: `${NAMESPACE}:nav.channels`, icon: HubOutlinedIcon, minRole: Role.Admin, section: 'admin', order: 10 }],
  loadMessages,
});
