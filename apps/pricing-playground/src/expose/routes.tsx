/**
 * The one module this remote exposes (`./routes`): its pages, their minimum roles and its sidebar
 * entry. The shell composes them into its router and sidebar; pages load on first visit.
 */
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { Role } from '@gateway/domain';
import { defineRemote } from '@gateway/ui/remote-contract';
import { NAMESPACE, REMOTE_NAME } from '../namespace.ts';
import { loadMessages } from '../locales/load-messages.ts';

export default defineRemote({
  name: REMOTE_NAME,
  namespace: NAMESPACE,
  routes: [
    // Public: visitors see the default group's prices (CHECKLIST resolution SH-007).
    { path: '/pricing', minRole: Role.Guest, load: () => import('../features/pricing/routes/pricing-page.tsx') },
    { path: '/playground', minRole: Role.Common, load: () => import('../features/playground/routes/playground-page.tsx') },
    // Not guarded: the embedded chat client handles its own sign-in.
    { path: '/chat/:id?', minRole: Role.Guest, load: () => import('../features/chat/routes/chat-page.tsx') },
    { path: '/chat2link', minRole: Role.Common, load: () => import('../features/chat/routes/chat-link-page.tsx') },
  ],
  // The chat sub-items under the playground are built by the shell from the stored chat links.
  navItems: [{ path: '/playground', labelKey: `${NAMESPACE}:nav.playground`, icon: ChatOutlinedIcon, minRole: Role.Common, section: 'playground', order: 10 }],
  loadMessages,
});
