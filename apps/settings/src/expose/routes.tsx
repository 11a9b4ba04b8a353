/**
 * The one module this remote exposes (`./routes`): its pages, their minimum roles and its sidebar
 * entries. The shell composes them into its router and sidebar; pages load on first visit.
 */
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Role } from '@gateway/domain';
import { defineRemote } from '@gateway/ui/remote-contract';
import { NAMESPACE, REMOTE_NAME } from '../namespace.ts';
import { loadMessages } from '../locales/load-messages.ts';

const loadUserEditor = () => import('../features/users/routes/user-editor-page.tsx');

export default defineRemote({
  name: REMOTE_NAME,
  namespace: NAMESPACE,
  // Settings and user management are admin pages; root-only parts of the
  // settings are hidden inside the page, not by the route.
  routes: [
    { path: '/setting', minRole: Role.Admin, load: () => import('../features/system-settings/routes/settings-page.tsx') },
    { path: '/user', minRole: Role.Admin, load: () => import('../features/users/routes/users-page.tsx') },
    { path: '/user/edit/:id', minRole: Role.Admin, load: loadUserEditor },
    { path: '/user/edit', minRole: Role.Admin, load: loadUserEditor },
    // /user/reset (the password-reset email's link) is a shell page: whoever follows
    // it is signed out, and the signed-out pages never load a remote.
  ],
  navItems: [
    { path: '/user', labelKey: `${NAMESPACE}:nav.users`, icon: PeopleOutlinedIcon, minRole: Role.Admin, section: 'admin', order: 30 },
    { path: '/setting', labelKey: `${NAMESPACE}:nav.settings`, icon: SettingsOutlinedIcon, minRole: Role.Admin, section: 'admin', order: 40 },
  ],
  loadMessages,
});
