export { deepseek } from './deepseek-provider.ts';
