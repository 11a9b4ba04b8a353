/**
 * `@gateway/ui/status-chip`: the coloured status label of users, tokens, channels and redemption
 * codes. Labels come from the domain's label keys, so a value no table knows reads "unknown".
 */
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { describeStatus } from './status-tone.ts';
import type { StatusKind } from './status-tone.ts';

export { describeStatus } from './status-tone.ts';
export type { StatusKind, ChipTone } from './status-tone.ts';

export type StatusChipProps = {
  kind: StatusKind;
  value: number;
  /** Users only: a soft-deleted user shows as deleted whatever its status (USR-007). */
  deletedAt?: string | number | null;
};

export function StatusChip({ kind, value, deletedAt }: StatusChipProps) {
  const { t } = useTranslation('common');
  const { labelKey, tone } = describeStatus(kind, value, deletedAt);
  return <Chip size="small" variant={tone === 'default' ? 'outlined' : 'filled'} color={tone} label={t(labelKey)} data-status={labelKey} />;
}
