import { optionDefinition, optionRequirements } from '@gateway/domain';

export type OptionValues = Readonly<Record<string, string>>;

/** The keys among `keys` whose edited value differs from the saved one (SET-005: only what changed is sent). */
export function changedOptionKeys(keys: readonly string[], saved: OptionValues, values: OptionValues): string[] {
  return keys.filter((key) => values[key] !== undefined && values[key] !== saved[key]);
}

function isSwitch(key: string): boolean {
  return optionDefinition(key)?.type === 'boolean';
}

/**
 * The order a save sends its changes in (SET-006): the switches first, then every
 * other option in parallel. One exception keeps a single save of "client id + enable" working: a
 * switch turned on whose required option (optionRequirements) is changed in the same save goes in
 * a last phase, after that option is stored; the server refuses the switch before it.
 * Each phase is a list of keys sent in parallel; phases run one after the other.
 */
export function planOptionSave(changed: readonly string[], values: OptionValues): string[][] {
  const changedSet = new Set(changed);
  const waitsForRequirement = (key: string) =>
    values[key] === 'true' && optionRequirements.some((requirement) => requirement.toggle === key && changedSet.has(requirement.needs));
  const switches = changed.filter((key) => isSwitch(key) && !waitsForRequirement(key));
  const others = changed.filter((key) => !isSwitch(key));
  const lastSwitches = changed.filter((key) => isSwitch(key) && waitsForRequirement(key));
  return [switches, others, lastSwitches].filter((phase) => phase.length > 0);
}
