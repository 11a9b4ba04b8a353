export { createChannelHealth, type ChannelHealth, type ChannelHealthDependencies, type ProbeKind, type ReportedChannel } from './channel-health.ts';
export { classifyChannelFailure, parseDisableKeywords, type ChannelFailure, type FailureVerdict } from './disable-rules.ts';
export { createFailureStreaks, DEFAULT_FAILURE_STREAK_RULE, type FailureStreakRule, type FailureStreaks } from './failure-streaks.ts';
export { autoDisableChannel, autoEnableChannel } from './status-transitions.ts';
