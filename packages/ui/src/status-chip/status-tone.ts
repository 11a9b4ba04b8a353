import { channelStatusLabelKey, redemptionStatusLabelKey, tokenStatusLabelKey, userStatusLabelKey } from '@gateway/domain';

export type StatusKind = 'user' | 'token' | 'channel' | 'redemption';

export type ChipTone = 'success' | 'error' | 'warning' | 'info' | 'default';

/** Colour per label: green usable, red blocked by someone, amber blocked by a limit, grey finished or unknown. */
const toneByLabel: Record<string, ChipTone> = {
  'userStatus.enabled': 'success',
  'userStatus.disabled': 'error',
  'userStatus.deleted': 'default',
  'tokenStatus.enabled': 'success',
  'tokenStatus.disabled': 'error',
  'tokenStatus.expired': 'warning',
  'tokenStatus.exhausted': 'warning',
  'channelStatus.enabled': 'success',
  'channelStatus.manuallyDisabled': 'error',
  'channelStatus.autoDisabled': 'warning',
  'redemptionStatus.unused': 'success',
  'redemptionStatus.disabled': 'error',
  'redemptionStatus.used': 'info',
};

/** The 'common' i18n key and colour of a status value; values the domain does not know show as unknown. */
export function describeStatus(kind: StatusKind, value: number, deletedAt?: string | number | null): { labelKey: string; tone: ChipTone } {
  const labelKey =
    kind === 'user'
      ? userStatusLabelKey(value, deletedAt)
      : kind === 'token'
        ? tokenStatusLabelKey(value)
        : kind === 'channel'
          ? channelStatusLabelKey(value)
          : redemptionStatusLabelKey(value);
  return { labelKey, tone: toneByLabel[labelKey] ?? 'default' };
}
