export { estimateUsage, type UsageEstimate } from './estimate-usage.ts';
export { countChatPromptTokens, countPromptTokens, IMAGE_TOKENS, LOW_DETAIL_IMAGE_TOKENS } from './count-prompt-tokens.ts';
export { encodingFor, loadTokenCounter, type CountTokens, type EncodingName } from './token-encoding.ts';
