export type { OptionDefinition, OptionSection, OptionType, OptionVisibility, OptionJsonShape } from './option-definition.ts';
export { optionRegistry, optionDefinition, optionSectionOf, optionDefaults, isSecretOption, publicStatusOptions } from './option-registry.ts';
export { validateOptionValue } from './validate-option-value.ts';
export { crossOptionCheck, optionRequirements } from './cross-option-check.ts';
export type { OptionRequirement } from './cross-option-check.ts';
export {
  parseOptionValue,
  readBooleanOption,
  readNumberOption,
  readStringOption,
  readListOption,
  readJsonOption,
  readNumberMapOption,
} from './parse-option-value.ts';
export type { JsonValue, ParsedOptionValue } from './parse-option-value.ts';
export { defaultModelRatio, defaultModelPrice, defaultCompletionRatio, defaultCacheRatio } from './default-model-ratio.ts';
export { defaultChats, defaultGroupRatio, defaultUserUsableGroups } from './default-text-values.ts';
export { readPricingTables } from './read-pricing-tables.ts';
export { pricingOptionSchemas, isPricingModelName, isGroupName } from './pricing-option-schemas.ts';
export { buildStatusPayload } from './build-status-payload.ts';
export type { StatusRuntime } from './build-status-payload.ts';
