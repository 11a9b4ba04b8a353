import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { formatRatio } from './format-ratio.ts';

/** PP-004: the signed-in user's group and its ratio, or the visitors' warning that the default group's ratio applies. */
export function GroupBanner({ signedIn, group, ratio }: { signedIn: boolean; group: string; ratio: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (!signedIn) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} href="/login" color="inherit" size="small">
            {t('pricing.banner.signIn')}
          </Button>
        }
      >
        {t('pricing.banner.visitor', { ratio: formatRatio(ratio) })}
      </Alert>
    );
  }
  return <Alert severity="info">{t('pricing.banner.yourGroup', { group, ratio: formatRatio(ratio) })}</Alert>;
}
