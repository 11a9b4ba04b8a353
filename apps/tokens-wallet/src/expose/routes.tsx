/**
 * The one module this remote exposes (`./routes`): its pages, their minimum roles and its sidebar
 * entries. The shell composes them into its router and sidebar; pages load on first visit.
 */
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Role } from '@gateway/domain';
import { defineRemote } from '@gateway/ui/remote-contract';
import { NAMESPACE, REMOTE_NAME } from '../namespace.ts';
import { loadMessages } from '../locales/load-messages.ts';

export default defineRemote({
  name: REMOTE_NAME,
  namespace: NAMESPACE,
  routes: [
    { path: '/token', minRole: Role.Common, load: () => import('../features/tokens/routes/tokens-page.tsx') },
    // Redemption codes mint quota, so only admins reach the page.
    { path: '/redemption', minRole: Role.Admin, load: () => import('../features/redemptions/routes/redemptions-page.tsx') },
    { path: '/topup', minRole: Role.Common, load: () => import('../features/wallet/routes/wallet-page.tsx') },
  ],
  navItems: [
    { path: '/token', labelKey: `${NAMESPACE}:nav.tokens`, icon: KeyOutlinedIcon, minRole: Role.Common, section: 'console', order: 20 },
    { path: '/redemption', labelKey: `${NAMESPACE}:nav.redemptions`, icon: RedeemOutlinedIcon, minRole: Role.Admin, section: 'admin', order: 20 },
    { path: '/topup', labelKey: `${NAMESPACE}:nav.wallet`, icon: AccountBalanceWalletOutlinedIcon, minRole: Role.Common, section: 'personal', order: 10 },
  ],
  loadMessages,
});
