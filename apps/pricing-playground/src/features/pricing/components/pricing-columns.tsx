import type { DataTableColumn } from '@gateway/ui/data-table';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import type { PricingRow } from '../logic/pricing-rows.ts';
import { GroupChips } from './group-chips.tsx';
import { AvailabilityCell, BillingCell, ModelNameCell, PriceCell, RatioCell } from './pricing-cells.tsx';

export type PricingColumnsInput = {
  group: string;
  groupRatio: number;
  /** Ratios of the groups the caller may use. */
  ratios: Readonly<Record<string, number>>;
  onCopyName: (name: string) => void;
  onSelectGroup: (group: string) => void;
};

/**
 * PP-008: availability, model, billing type, enabled groups, ratios, price. Priorities decide what
 * folds into the row's expansion first on a narrow screen (ADR 0020): the groups, then the billing
 * type, the ratios, the tick; the name and the price stay.
 */
export function usePricingColumns(input: PricingColumnsInput): DataTableColumn<PricingRow>[] {
  const { t } = useTranslation(NAMESPACE);
  return [
    {
      key: 'available',
      header: t('pricing.columns.available'),
      priority: 4,
      minWidth: 76,
      align: 'center',
      render: (row) => <AvailabilityCell available={row.available} group={input.group} />,
    },
    {
      key: 'model',
      header: t('pricing.columns.model'),
      minWidth: 180,
      render: (row) => <ModelNameCell name={row.entry.model_name} onCopy={input.onCopyName} />,
    },
    { key: 'billing', header: t('pricing.columns.billing'), priority: 5, minWidth: 104, render: (row) => <BillingCell entry={row.entry} /> },
    {
      key: 'groups',
      header: t('pricing.columns.groups'),
      priority: 6,
      minWidth: 150,
      render: (row) => <GroupChips groups={row.entry.enable_groups} ratios={input.ratios} viewed={input.group} onSelect={input.onSelectGroup} />,
    },
    {
      key: 'ratio',
      header: t('pricing.columns.ratio'),
      priority: 3,
      minWidth: 130,
      render: (row) => <RatioCell entry={row.entry} groupRatio={input.groupRatio} />,
    },
    { key: 'price', header: t('pricing.columns.price'), priority: 1, minWidth: 230, render: (row) => <PriceCell row={row} /> },
  ];
}
