export { moonshot } from './moonshot-provider.ts';
