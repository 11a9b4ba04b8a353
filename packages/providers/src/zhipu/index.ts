export { zhipu } from './zhipu-provider.ts';
