import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { formatRatio } from './format-ratio.ts';

export type BannerGroup = { group: string; ratio: number };

export type GroupBannerProps = { signedIn: boolean; own: BannerGroup; viewed: BannerGroup };

/**
 * PP-004: the signed-in user's group and its ratio; while they view another group's prices, which
 * group is shown beside their own (so the viewed group is never taken for theirs). A visitor is warned
 * that the default group's ratio applies.
 */
export function GroupBanner({ signedIn, own, viewed }: GroupBannerProps) {
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
        {t('pricing.banner.visitor', { ratio: formatRatio(viewed.ratio) })}
      </Alert>
    );
  }
  if (viewed.group === own.group) return <Alert severity="info">{t('pricing.banner.yourGroup', { group: own.group, ratio: formatRatio(own.ratio) })}</Alert>;
  const values = { group: viewed.group, ratio: formatRatio(viewed.ratio), ownGroup: own.group, ownRatio: formatRatio(own.ratio) };
  return <Alert severity="info">{t('pricing.banner.otherGroup', values)}</Alert>;
}
