/** `channels.status` (new-api's values). */
export const ChannelStatus = { Unknown: 0, Enabled: 1, ManuallyDisabled: 2, AutoDisabled: 3 } as const;
export type ChannelStatusValue = (typeof ChannelStatus)[keyof typeof ChannelStatus];

export type ChannelStatusLabelKey = 'channelStatus.unknown' | 'channelStatus.enabled' | 'channelStatus.manuallyDisabled' | 'channelStatus.autoDisabled';

export function channelStatusLabelKey(status: number): ChannelStatusLabelKey {
  switch (status) {
    case ChannelStatus.Enabled:
      return 'channelStatus.enabled';
    case ChannelStatus.ManuallyDisabled:
      return 'channelStatus.manuallyDisabled';
    case ChannelStatus.AutoDisabled:
      return 'channelStatus.autoDisabled';
    default:
      return 'channelStatus.unknown';
  }
}

export type ResponseTimeLevel = 'untested' | 'fast' | 'good' | 'slow' | 'bad';

/**
 * Badge level of a channel's measured response time in milliseconds:
 * 0 untested, up to 1 s fast (green), up to 3 s good (lime), up to 5 s slow (yellow), above bad (red).
 */
export function responseTimeLevel(milliseconds: number): ResponseTimeLevel {
  if (!(milliseconds > 0)) return 'untested';
  if (milliseconds <= 1000) return 'fast';
  if (milliseconds <= 3000) return 'good';
  if (milliseconds <= 5000) return 'slow';
  return 'bad';
}
