export {
  runRelayResponsesCleanup,
  scheduleRelayResponsesCleanup,
  RELAY_RESPONSES_TTL_SECONDS,
  RELAY_RESPONSES_CLEANUP_INTERVAL_MS,
} from './relay-responses-cleanup.ts';
