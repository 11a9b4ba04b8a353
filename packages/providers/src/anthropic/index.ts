export { anthropic } from './anthropic-provider.ts';
