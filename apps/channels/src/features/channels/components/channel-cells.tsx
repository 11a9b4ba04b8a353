import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { ChannelStatus, channelTypeByValue, formatUsdAmount, responseTimeLevel } from '@gateway/domain';
import { StatusChip } from '@gateway/ui/status-chip';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { formatSeconds, responseTimeColor } from '../logic/response-time.ts';
import { channelTypeLabel } from '../logic/channel-type-label.ts';
import { readStatusInfo } from '../logic/tag-rows.ts';

const UNKNOWN_TYPE_COLOR = '#9e9e9e';
const LIGHT_LABEL = '#ffffff';
// Pure black: with white or black one always reaches 4.58:1, whatever the brand colour.
const DARK_LABEL = '#000000';

/** White or near-black, whichever reads better on a brand colour (OpenAI's #10a37f under white is 3.2:1, under WCAG AA's 4.5:1). */
export function typeLabelColor(background: string): string {
  return getContrastRatio(background, LIGHT_LABEL) >= getContrastRatio(background, DARK_LABEL) ? LIGHT_LABEL : DARK_LABEL;
}

/** Type label in the catalogue's colour (CH-008); numbers outside the catalogue show as the number. */
export function ChannelTypeChip({ type }: { type: number }) {
  const { t } = useTranslation(NAMESPACE);
  const info = channelTypeByValue(type);
  const background = info?.color ?? UNKNOWN_TYPE_COLOR;
  return (
    <Chip
      size="small"
      label={info === undefined ? `#${type}` : channelTypeLabel(info, t)}
      sx={{ bgcolor: background, color: typeLabelColor(background), fontWeight: 500, maxWidth: 180 }}
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
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-response-color={color}
      data-response-level={responseTimeLevel(milliseconds)}
      sx={{ borderColor: color, color: (theme: Theme) => responseTimeTextColor(color, theme.palette.mode), fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

/**
 * The badge's text in its level's colour, darkened on light paper and lightened on dark paper: as
 * they are, grey, light green and amber read at 2–2.7:1 on white and the fast green and red at
 * 3.5:1 on the dark paper, under WCAG AA's 4.5:1. The border keeps the level's own colour.
 */
export function responseTimeTextColor(color: string, mode: 'light' | 'dark'): string {
  return mode === 'light' ? darken(color, 0.45) : lighten(color, 0.35);
}

/** Balance in USD as the providers report it; clicking asks the upstream again (CH-018). */
export function BalanceCell({ balance, onUpdate, updating = false }: { balance: number; onUpdate?: () => void; updating?: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const label = formatUsdAmount(balance, { language: i18n.language });
  if (onUpdate === undefined) return <span>{label}</span>;
  return (
    // The tooltip describes the chip (describeChild): its name stays the amount it shows.
    <Tooltip title={t('row.updateBalance')} describeChild>
      <Chip size="small" variant="outlined" clickable disabled={updating} onClick={onUpdate} label={label} />
    </Tooltip>
  );
}
