export { channelTypes, channelTypeByValue, channelTypeOptions } from './channel-type-catalogue.ts';
export type { ChannelTypeInfo, ChannelKeyFormat } from './channel-type-info.ts';
export { midjourneyModels, midjourneyPlusModels, sunoModels } from './task-model-prefill.ts';
export { parseChannelKeys, normalizeChannelOther } from './validate-channel-credentials.ts';
