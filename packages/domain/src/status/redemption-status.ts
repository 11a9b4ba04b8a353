/** `redemptions.status` (new-api's values; new-api calls 1 "enabled", the console "unused"). */
export const RedemptionStatus = { Unused: 1, Disabled: 2, Used: 3 } as const;
export type RedemptionStatusValue = (typeof RedemptionStatus)[keyof typeof RedemptionStatus];

export type RedemptionStatusLabelKey = 'redemptionStatus.unused' | 'redemptionStatus.disabled' | 'redemptionStatus.used' | 'redemptionStatus.unknown';

export function redemptionStatusLabelKey(status: number): RedemptionStatusLabelKey {
  switch (status) {
    case RedemptionStatus.Unused:
      return 'redemptionStatus.unused';
    case RedemptionStatus.Disabled:
      return 'redemptionStatus.disabled';
    case RedemptionStatus.Used:
      return 'redemptionStatus.used';
    default:
      return 'redemptionStatus.unknown';
  }
}

/** A used code can never be re-enabled. */
export function canEnableRedemption(status: number): boolean {
  return status === RedemptionStatus.Disabled;
}

/** Only an unused code may have its name or quota edited. */
export function canEditRedemption(status: number): boolean {
  return status === RedemptionStatus.Unused;
}
