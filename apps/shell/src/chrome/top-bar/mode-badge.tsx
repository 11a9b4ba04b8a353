import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StatusPayload } from '@gateway/domain';

/** SH-016: tells visitors the site runs in self-use or demo mode. */
export function ModeBadge({ status }: { status: Partial<StatusPayload> }) {
  const { t } = useTranslation('shell');
  if (status.self_use_mode_enabled === true) return <Chip size="small" color="info" variant="outlined" label={t('topBar.selfUseMode')} />;
  if (status.demo_site_enabled === true) return <Chip size="small" color="warning" variant="outlined" label={t('topBar.demoSite')} />;
  return null;
}
