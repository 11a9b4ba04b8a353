import type { LogMessageKey } from '@gateway/domain';

type Written = Record<string, string>;

const calls = (count: string) => `call${count === '1' ? '' : 's'}`;

/**
 * The English text of every log message, as new-api clients read it in `content` (the texts this
 * server wrote before content became data, so old clients and searches see the same words). Notes
 * are written without their brackets: `other.interruption` holds the bare text.
 */
export const englishLogMessages: { [Key in LogMessageKey]: (params: Written) => string } = {
  modelRatio: (p) => `model ratio ${p.modelRatio}, completion ratio ${p.completionRatio}, group ratio ${p.groupRatio}`,
  modelPrice: (p) => `model price ${p.modelPrice}, group ratio ${p.groupRatio}`,
  imageSizeQuality: (p) => `size ${p.size}, quality ${p.quality}`,
  audioTokensFromUpstream: () => 'tokens reported by the upstream',
  audioSecondsFromUpstream: (p) => `audio ${p.seconds}s reported by the upstream`,
  audioSecondsFromFile: (p) => `audio ${p.seconds}s read from the file header`,
  audioDurationUnknown: () => 'audio duration unknown: billed PreConsumedQuota tokens',
  webSearchCalls: (p) => `web search ${p.count} ${calls(p.count!)} at $${p.price}/1k`,
  webSearchCallsWithContext: (p) => `web search ${p.count} ${calls(p.count!)} at $${p.price}/1k (search context ${p.contextSize})`,
  fileSearchCalls: (p) => `file search ${p.count} ${calls(p.count!)} at $${p.price}/1k`,
  maybeUpstreamTimeout: () => 'maybe upstream timeout',
  usageEstimated: () => 'usage estimated: no usage from the upstream',
  clientDisconnected: () => 'client disconnected',
  upstreamErrorMidStream: (p) => `upstream error mid-stream: ${p.message}`,
  upstreamStreamBroke: (p) => `upstream stream broke: ${p.message}`,
  onlineTopUp: (p) => `online top-up success, amount ${p.quota}, paid ${p.paid}`,
  redemptionTopUp: (p) => `top up via redemption code ${p.quota}, code id ${p.codeId}`,
  registrationBonus: (p) => `new user registration bonus ${p.quota}`,
  invitationBonus: (p) => `invitation code bonus ${p.quota}`,
  inviterBonus: (p) => `invited a user, bonus ${p.quota}`,
  adminQuotaChange: (p) => `admin changed quota from ${p.fromQuota} to ${p.toQuota}`,
};
