export { qwen } from './qwen-provider.ts';
