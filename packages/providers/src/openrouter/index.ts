export { openrouter, openRouterAttribution } from './openrouter-provider.ts';
