import { useMemo } from 'react';
import { readBooleanOption, readNumberMapOption, readPricingTables } from '@gateway/domain';
import type { PricingTables, QuotaDisplaySettings } from '@gateway/domain';
import { useSettingsForm } from '../../shared/settings-form/index.ts';

export type PricePreview = {
  tables: PricingTables;
  /** The group the prices are shown for, and its ratio (1 for a group GroupRatio does not list). */
  group: string;
  groupRatio: number;
  groups: readonly string[];
  groupRatios: ReadonlyMap<string, number>;
  settings: QuotaDisplaySettings;
};

/**
 * What the relay would bill with the pricing as edited (not yet saved): the option texts of the
 * settings form read the relay's way (readPricingTables), the chosen group's ratio and the site's
 * quota display settings.
 */
export function usePricePreview(chosenGroup: string | undefined): PricePreview {
  const { values } = useSettingsForm();
  return useMemo(() => {
    const groupRatios = readNumberMapOption(values, 'GroupRatio');
    const groups = [...groupRatios.keys()];
    const group = chosenGroup !== undefined && groupRatios.has(chosenGroup) ? chosenGroup : groupRatios.has('default') ? 'default' : (groups[0] ?? 'default');
    const tables = readPricingTables(values);
    const settings = { quotaPerUnit: tables.quotaPerUnit, displayInCurrency: readBooleanOption(values, 'DisplayInCurrencyEnabled') };
    return { tables, group, groupRatio: groupRatios.get(group) ?? 1, groups, groupRatios, settings };
  }, [values, chosenGroup]);
}
