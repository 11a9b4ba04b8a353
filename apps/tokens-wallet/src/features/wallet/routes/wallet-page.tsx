import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

/** /topup: the user's wallet: balance, redeem a code, online top-up (spec 001 §2 "Wallet page"). */
export default function WalletPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('wallet.title')} breadcrumbs={[{ label: t('sections.personal') }, { label: t('wallet.title') }]}>
      <EmptyState
        icon={<AccountBalanceWalletOutlinedIcon />}
        title={t('wallet.emptyTitle')}
        description={t('wallet.emptyDescription')}
      />
    </PageFrame>
  );
}
