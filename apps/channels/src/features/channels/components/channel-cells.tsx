import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { ChannelStatus, channelTypeByValue, formatUsdAmount } from '@gateway/domain';
import { StatusChip } from '@gateway/ui/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { formatSeconds, responseTimeColor } from '../logic/response-time.ts';
import { readStatusInfo } from '../logic/tag-rows.ts';

/** Type label in the catalogue's colour (CH-008); numbers outside the catalogue show as the number. */
export function ChannelTypeChip({ type }: { type: number }) {
  const info = channelTypeByValue(type);
  return (
    <Chip
      size="small"
      label={info?.name ?? `#${type}`}
      sx={{ bgcolor: info?.color ?? 'grey.500', color: '#fff', fontWeight: 500, maxWidth: 180 }}
    />
  );
}

/** Status chip; an auto-disabled channel explains why and since when in a tooltip (CH-009, CH-010). */
export function ChannelStatusCell({ status, otherInfo }: { status: number; otherInfo?: string | null }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const chip = <StatusChip kind="channel" value={status} />;
  const info = status === ChannelStatus.AutoDisabled ? readStatusInfo(otherInfo) : undefined;
  if (info === undefined) return chip;
  const lines = [
    info.reason !== '' ? t('row.statusReason', { reason: info.reason }) : undefined,
    info.time > 0 ? t('row.statusTime', { time: new Date(info.time * 1000).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US') }) : undefined,
  ].filter((line) => line !== undefined);
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{lines.join('\n')}</Box>}>
      <span tabIndex={0} data-testid="auto-disabled-status">
        {chip}
      </span>
    </Tooltip>
  );
}

/** Response-time badge (CH-015): grey "not tested" for 0, else seconds in the level's colour. */
export function ResponseTimeBadge({ milliseconds }: { milliseconds: number }) {
  const { t } = useTranslation(NAMESPACE);
  const color = responseTimeColor(milliseconds);
  const label = milliseconds > 0 ? t('row.seconds', { seconds: formatSeconds(milliseconds) }) : t('row.untested');
  return <Chip size="small" variant="outlined" label={label} data-response-color={color} sx={{ borderColor: color, color, fontVariantNumeric: 'tabular-nums' }} />;
}

/** Balance in USD as the providers report it; clicking asks the upstream again (CH-018). */
export function BalanceCell({ balance, onUpdate, updating = false }: { balance: number; onUpdate?: () => void; updating?: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const label = formatUsdAmount(balance, { language: i18n.language });
  if (onUpdate === undefined) return <span>{label}</span>;
  return (
    <Tooltip title={t('row.updateBalance')}>
      <Chip size="small" variant="outlined" clickable disabled={updating} onClick={onUpdate} label={label} />
    </Tooltip>
  );
}
