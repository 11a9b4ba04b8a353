export { ollama } from './ollama-provider.ts';
