export { openai, createOpenAIProvider } from './openai-provider.ts';
