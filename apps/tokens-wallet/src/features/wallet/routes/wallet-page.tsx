import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { OnlineTopUpCard } from '../components/online-top-up-card.tsx';
import { RedeemCard } from '../components/redeem-card.tsx';

/** /topup: the user's wallet: balance, redeem a code, online top-up (TW-038). */
export default function WalletPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageFrame title={t('wallet.title')} breadcrumbs={[{ label: t('sections.personal') }, { label: t('wallet.title') }]}>
      <Stack spacing={2}>
        <BalanceCard />
        <RedeemCard />
        <OnlineTopUpCard />
      </Stack>
    </PageFrame>
  );
}
