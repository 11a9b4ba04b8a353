export { gemini } from './gemini-provider.ts';
