import type { Operation } from '../spec/operation.ts';

/** The operations an OpenAI-shaped vendor can expose (`messages` and `countTokens` are the Anthropic API, `generateContent` / `countGeminiTokens` Gemini's, never OpenAI's; `responses` is added per vendor, see OpenAICompatibleConfig.responses). */
export type OpenAICompatibleOperation = Exclude<Operation, 'messages' | 'countTokens' | 'responses' | 'generateContent' | 'countGeminiTokens'>;

/** OpenAI's own endpoint paths, relative to the base URL. */
export const openAIPaths: Readonly<Record<OpenAICompatibleOperation, string>> = {
  chat: '/v1/chat/completions',
  completions: '/v1/completions',
  embeddings: '/v1/embeddings',
  images: '/v1/images/generations',
  audioSpeech: '/v1/audio/speech',
  audioTranscription: '/v1/audio/transcriptions',
  audioTranslation: '/v1/audio/translations',
  moderations: '/v1/moderations',
  rerank: '/v1/rerank',
};

/** The endpoints most OpenAI-compatible vendors really have: chat, legacy completions and embeddings. */
export const textPaths: Readonly<Partial<Record<OpenAICompatibleOperation, string>>> = {
  chat: openAIPaths.chat,
  completions: openAIPaths.completions,
  embeddings: openAIPaths.embeddings,
};
