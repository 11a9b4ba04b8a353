export { azure } from './azure-provider.ts';
