/**
 * The relay endpoints a provider can serve. An adaptor lists only the operations its vendor really has;
 * the relay answers "not supported" for the rest from this capability map.
 */
export const operations = [
  'chat',
  'completions',
  'embeddings',
  'images',
  'audioSpeech',
  'audioTranscription',
  'audioTranslation',
  'moderations',
  'rerank',
  'messages',
  'countTokens',
  'responses',
  'generateContent',
  'countGeminiTokens',
] as const;

/**
 * One relay endpoint: `chat` = /v1/chat/completions, `messages` = the Anthropic /v1/messages API,
 * `countTokens` = Anthropic's /v1/messages/count_tokens (never billed), `responses` = OpenAI's /v1/responses,
 * `generateContent` = the Gemini-native /v1beta/models/{model}:generateContent (and :streamGenerateContent),
 * `countGeminiTokens` = its :countTokens (never billed), …
 */
export type Operation = (typeof operations)[number];
