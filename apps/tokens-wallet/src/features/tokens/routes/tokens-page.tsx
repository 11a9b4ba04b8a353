import Alert from '@mui/material/Alert';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /token: the signed-in user's API tokens (spec 001 §2 "Token management page"). */
export default function TokensPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('tokens.title')} breadcrumbs={[{ label: t('sections.console') }, { label: t('tokens.title') }]}>
      {/* The spec puts this warning at the top of the page, before any token is shown. */}
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('tokens.usageWarning')}
      </Alert>
      <EmptyState icon={<KeyOutlinedIcon />} title={t('tokens.emptyTitle')} description={t('tokens.emptyDescription')} />
    </PageFrame>
  );
}
