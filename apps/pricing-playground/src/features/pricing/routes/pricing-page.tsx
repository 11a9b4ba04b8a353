import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/**
 * /pricing: every model's price for the visitor's group. Public (CHECKLIST resolution SH-007):
 * signed-out visitors see the prices of the default group.
 */
export default function PricingPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('pricing.title')} breadcrumbs={[{ label: t('sections.home'), to: '/' }, { label: t('pricing.title') }]}>
      <EmptyState icon={<SellOutlinedIcon />} title={t('pricing.emptyTitle')} description={t('pricing.emptyDescription')} />
    </PageFrame>
  );
}
