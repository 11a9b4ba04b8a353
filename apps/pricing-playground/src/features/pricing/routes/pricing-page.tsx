import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PricingAnswer } from '@gateway/domain';
import { useSessionUser, useStatus } from '@gateway/sdk';
import { useCopy } from '@gateway/ui/copy-button';
import { DataTable, storePageSize, type RowId } from '@gateway/ui/data-table';
import { useNotify } from '@gateway/ui/notify';
import { PageFrame } from '@gateway/ui/page-frame';
import { readQuotaDisplaySettings } from '@gateway/ui/quota-text';
import { NAMESPACE } from '../../../namespace.ts';
import { usePricing } from '../api/use-pricing.ts';
import { FormulaBanner } from '../components/formula-banner.tsx';
import { GroupBanner } from '../components/group-banner.tsx';
import { formatRatio } from '../components/format-ratio.ts';
import { usePricingColumns } from '../components/pricing-columns.tsx';
import { PricingToolbar } from '../components/pricing-toolbar.tsx';
import { RatioHelp } from '../components/ratio-help-dialog.tsx';
import { usePricingParams } from '../hooks/use-pricing-params.ts';
import { groupOptions } from '../logic/group-options.ts';
import { buildPricingRows } from '../logic/pricing-rows.ts';
import { viewedGroup } from '../logic/viewed-group.ts';

const NO_ANSWER: PricingAnswer = { success: true, message: '', data: [], group_ratio: {}, usable_group: {}, user_group: 'default' };

/**
 * /pricing (PP-001…013): every routable model's price for the viewed group, computed by computeCost
 * from GET /api/pricing. Public (SH-007): a visitor sees the default group's prices; a signed-in
 * user sees their own group's and may switch to any usable group (also by clicking a group chip).
 */
export default function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  const signedIn = useSessionUser() !== null;
  useStatus(); // re-render once the status (quota per unit, currency display) has loaded
  const pricing = usePricing();
  const { params, update } = usePricingParams();
  const notify = useNotify();
  const { copy, dialog } = useCopy();
  const [selected, setSelected] = useState<RowId[]>([]);
  const answer = pricing.data ?? NO_ANSWER;
  const viewed = viewedGroup(answer, signedIn ? params.group : '');
  const { quotaPerUnit } = readQuotaDisplaySettings();
  const rows = useMemo(
    () => buildPricingRows(answer.data, { group: viewed.group, groupRatio: viewed.ratio, quotaPerUnit, search: params.q }),
    [answer.data, viewed.group, viewed.ratio, quotaPerUnit, params.q],
  );
  const selectGroup = (group: string) => {
    if (signedIn) update({ group: group === answer.user_group ? '' : group, p: 0 });
    const ratio = Object.hasOwn(answer.group_ratio, group) ? answer.group_ratio[group]! : 1;
    notify.info(t('pricing.group.viewing', { group, ratio: formatRatio(ratio) }), { key: 'pricing-group' });
  };
  const columns = usePricingColumns({
    group: viewed.group,
    groupRatio: viewed.ratio,
    ratios: answer.group_ratio,
    onCopyName: (name) => void copy(name),
    onSelectGroup: selectGroup,
  });

  return (
    <PageFrame title={t('pricing.title')} breadcrumbs={[{ label: t('sections.home'), to: '/' }, { label: t('pricing.title') }]} actions={<RatioHelp />}>
      <Stack spacing={2}>
        {pricing.data !== undefined && (
          <GroupBanner signedIn={signedIn} own={{ group: answer.user_group, ratio: answer.group_ratio[answer.user_group] ?? 1 }} viewed={viewed} />
        )}
        <FormulaBanner />
        <PricingToolbar
          search={params.q}
          onSearch={(q) => update({ q, p: 0 })}
          groups={signedIn ? groupOptions(answer) : undefined}
          group={viewed.group}
          onGroup={selectGroup}
          selectedCount={selected.length}
          onCopySelected={() => void copy(selected.join(','))}
        />
        <DataTable
          label={t('pricing.tableLabel')}
          columns={columns}
          rows={rows.slice(params.p * params.size, (params.p + 1) * params.size)}
          getRowId={(row) => row.entry.model_name}
          loading={pricing.isFetching && pricing.data === undefined}
          page={params.p}
          pageSize={params.size}
          total={rows.length}
          onPageChange={(p) => update({ p })}
          onPageSizeChange={(size) => {
            storePageSize(size);
            update({ size, p: 0 });
          }}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          emptyTitle={params.q.trim() !== '' && answer.data.length > 0 ? t('pricing.noMatch', { search: params.q.trim() }) : t('pricing.empty')}
          emptyDescription={params.q.trim() === '' ? t('pricing.emptyDescription') : undefined}
        />
      </Stack>
      {dialog}
    </PageFrame>
  );
}
