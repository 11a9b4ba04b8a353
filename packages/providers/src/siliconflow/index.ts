export { siliconflow } from './siliconflow-provider.ts';
