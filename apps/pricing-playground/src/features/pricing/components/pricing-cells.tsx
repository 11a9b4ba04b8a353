import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveIcon from '@mui/icons-material/Remove';
import { QuotaType, type PricingEntry } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { PricingRow } from '../logic/pricing-rows.ts';
import { formatRatio } from './format-ratio.ts';

/** PP-009: the tick of a model the viewed group can use. */
export function AvailabilityCell({ available, group }: { available: boolean; group: string }) {
  const { t } = useTranslation(NAMESPACE);
  const label = t(available ? 'pricing.availability.yes' : 'pricing.availability.no', { group });
  // titleAccess names the icon (role img) and shows as its hover title.
  return available ? (
    <CheckCircleIcon color="success" fontSize="small" titleAccess={label} />
  ) : (
    <RemoveIcon color="disabled" fontSize="small" titleAccess={label} />
  );
}

/** PP-010: the model name; a click copies it. */
export function ModelNameCell({ name, onCopy }: { name: string; onCopy: (name: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      aria-label={t('pricing.copyName', { name })}
      onClick={() => onCopy(name)}
      sx={{ fontFamily: 'monospace', fontSize: '0.875rem', textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {name}
    </Link>
  );
}

/** PP-003: per token or per call. */
export function BillingCell({ entry }: { entry: PricingEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const perCall = entry.quota_type === QuotaType.PerCall;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={perCall ? 'secondary' : 'primary'}
      label={t(perCall ? 'pricing.billing.perCall' : 'pricing.billing.perToken')}
    />
  );
}

/** PP-008: the model, completion and group ratios the price comes from (per-call models: the group's only). */
export function RatioCell({ entry, groupRatio }: { entry: PricingEntry; groupRatio: number }) {
  const { t } = useTranslation(NAMESPACE);
  const lines =
    entry.quota_type === QuotaType.PerCall
      ? []
      : [t('pricing.ratio.model', { value: formatRatio(entry.model_ratio) }), t('pricing.ratio.completion', { value: formatRatio(entry.completion_ratio) })];
  lines.push(t('pricing.ratio.group', { value: formatRatio(groupRatio) }));
  return (
    <Box sx={{ display: 'grid', gap: 0.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Box>
  );
}

function PriceLine({ label, quota, unit }: { label: string; quota: number; unit: string }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {label === '' ? null : `${label} `}
      <Box component="strong" sx={{ fontWeight: 600 }}>
        <QuotaText quota={quota} />
      </Box>{' '}
      {unit}
    </Typography>
  );
}

/** The price in the display currency, computed by computeCost: per 1M input and output tokens, or per call. */
export function PriceCell({ row }: { row: PricingRow }) {
  const { t } = useTranslation(NAMESPACE);
  const { sheet } = row;
  if (sheet === undefined) {
    return (
      <Tooltip title={t('pricing.price.unsetHint')}>
        <Typography variant="body2" color="warning.main" tabIndex={0}>
          {t('pricing.price.unset')}
        </Typography>
      </Tooltip>
    );
  }
  if (sheet.kind === 'call') return <PriceLine label="" quota={sheet.perCall} unit={t('pricing.price.perCall')} />;
  const perMillion = t('pricing.price.perMillion');
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <PriceLine label={t('pricing.price.input')} quota={sheet.inputPerMillion} unit={perMillion} />
      <PriceLine label={t('pricing.price.output')} quota={sheet.outputPerMillion} unit={perMillion} />
      {row.cachedInputPerMillion !== undefined && <PriceLine label={t('pricing.price.cached')} quota={row.cachedInputPerMillion} unit={perMillion} />}
    </Box>
  );
}
