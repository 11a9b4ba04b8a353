export { baiduV2 } from './baidu-v2-provider.ts';
