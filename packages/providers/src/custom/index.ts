export { custom } from './custom-provider.ts';
