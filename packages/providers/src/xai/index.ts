export { xai } from './xai-provider.ts';
