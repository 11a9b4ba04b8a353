export { mistral } from './mistral-provider.ts';
