// The fake upstream of the tests (see upstream-fetch.ts): one set of answers for every runtime's tests.
export {
  answerUpstream,
  FOREIGN_ORIGIN,
  foreignRequests,
  scriptedUpstream,
  startUpstream,
  toRequest,
  upstreamFetch,
  upstreamRequests,
  UPSTREAM_URL,
} from './upstream-fetch.ts';
export type { FakeUpstream } from './upstream-fetch.ts';
export type { RecordedUpstreamRequest } from './recorded-request.ts';
export { upstreamOutbound } from './miniflare-outbound.ts';
export { vendorRequests, vendorUpstreamFetch, type VendorRequest } from './vendor-fetch.ts';
export {
  ANTHROPIC_TOKEN_COUNT,
  ANTHROPIC_UPSTREAM_URL,
  ANTHROPIC_USAGE,
  GEMINI_TOKEN_COUNT,
  GEMINI_UPSTREAM_URL,
  GEMINI_USAGE,
  vendorReply,
} from './vendor-answers.ts';
export { mockReply } from './openai-answers.ts';
export { FAKE_REPORTED_SECONDS, FAKE_SPEECH, FAKE_TRANSCRIBE_USAGE, wavFile } from './media-answers.ts';
export {
  FUNCTION_CALL_ARGUMENTS,
  REASONING_SUMMARY,
  RESPONSE_ID,
  RESPONSES_USAGE,
  responsesEvents,
  responsesEventText,
  responsesFollowUp,
  responsesJson,
} from './responses-answers.ts';
