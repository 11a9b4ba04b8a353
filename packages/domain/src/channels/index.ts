export { splitChannelList, joinChannelList } from './channel-lists.ts';
export { deriveAbilities } from './derive-abilities.ts';
export type { AbilitySource, DerivedAbility } from './derive-abilities.ts';
export { modelPrefillForType, relatedModels, buildModelCatalogue, buildModelsByChannelType } from './model-catalogue.ts';
export type { CatalogueModel } from './model-catalogue.ts';
export {
  MODEL_NAME_MAX,
  GROUP_NAME_MAX,
  TAG_MAX,
  PRIORITY_MIN,
  WEIGHT_MIN,
  CHANNEL_NAME_MAX,
  CHANNEL_PRICE_MAX,
  isJsonObjectText,
  channelCreateFields,
  createChannelInput,
  updateChannelInput,
  channelIdsInput,
  batchTagInput,
  tagInput,
  editTagInput,
  fetchModelsInput,
  channelListQuery,
  channelSearchQuery,
} from './channel-input.ts';
export type { ChannelCreateFields, ChannelCreateMode, CreateChannelBody, CreateChannelInput, UpdateChannelInput, EditTagInput } from './channel-input.ts';
