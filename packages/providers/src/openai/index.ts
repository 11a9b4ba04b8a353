export { openai } from './openai-provider.ts';
