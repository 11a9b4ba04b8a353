import Chip from '@mui/material/Chip';
import { TokenStatus } from '@gateway/domain';
import type { TokenRow } from '@gateway/domain';
import { StatusChip } from '@gateway/ui/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/** Token status (TW-005); an enabled token limited to some models says so. */
export function TokenStatusChip({ token }: { token: Pick<TokenRow, 'status' | 'model_limits_enabled'> }) {
  const { t } = useTranslation(NAMESPACE);
  if (token.status === TokenStatus.Enabled && token.model_limits_enabled) {
    return <Chip size="small" color="success" label={t('tokens.enabledWithLimits')} data-status="tokenStatus.enabledWithLimits" />;
  }
  return <StatusChip kind="token" value={token.status} />;
}
