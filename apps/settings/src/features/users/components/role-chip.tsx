import Chip from '@mui/material/Chip';
import { Role, roleLabelKey } from '@gateway/domain';
import { useTranslation } from 'react-i18next';

/** The role of a row: 1 common user, 10 admin, 100 super admin, anything else unknown (USR-008). */
export function RoleChip({ role }: { role: number }) {
  const { t } = useTranslation('common');
  const color = role >= Role.Root ? 'warning' : role >= Role.Admin ? 'info' : 'default';
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={t(roleLabelKey(role))} data-role={role} />;
}
