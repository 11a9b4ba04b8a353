/**
 * The settings form of /setting (see apps/settings/README.md): the page's option values and edits
 * (SettingsFormProvider), one save path (useSaveOptions), and sections with fields bound to keys.
 */
export { SettingsFormProvider, useSettingsForm } from './settings-form-context.tsx';
export type { SettingsForm } from './settings-form-context.tsx';
export { useSaveOptions } from './use-save-options.ts';
export type { SaveRequest, SaveResult } from './use-save-options.ts';
export { SettingsSection, useSection } from './settings-section.tsx';
export type { SettingsSectionProps } from './settings-section.tsx';
export { OptionSwitch, OptionTextField, OptionJsonField, OptionSelect } from './option-fields.tsx';
export type { OptionTextFieldProps, OptionSelectProps } from './option-fields.tsx';
export type { SettingsSectionState } from './use-settings-section.ts';
export { checkOptionValue, checkOptionChanges } from './check-option-changes.ts';
export type { OptionProblem } from './check-option-changes.ts';
export { optionLabelKeys, optionLabel, describeOptionProblem, useOptionLabel, useDescribeOptionProblem } from './option-labels.ts';
export { changedOptionKeys, planOptionSave } from './plan-option-save.ts';
export { runOptionSave } from './run-option-save.ts';
export type { OptionSaveOutcome, OptionSaveFailure } from './run-option-save.ts';
