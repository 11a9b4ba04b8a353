import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /redemption: redemption codes, an admin page (spec 001 §2, §6). */
export default function RedemptionsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('redemptions.title')} breadcrumbs={[{ label: t('sections.admin') }, { label: t('redemptions.title') }]}>
      <EmptyState
        icon={<RedeemOutlinedIcon />}
        title={t('redemptions.emptyTitle')}
        description={t('redemptions.emptyDescription')}
      />
    </PageFrame>
  );
}
