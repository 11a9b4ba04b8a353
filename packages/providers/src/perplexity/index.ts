export { perplexity } from './perplexity-provider.ts';
