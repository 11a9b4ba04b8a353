export { jina } from './jina-provider.ts';
