export { volcengine } from './volcengine-provider.ts';
