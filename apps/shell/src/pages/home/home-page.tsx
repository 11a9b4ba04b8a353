import { useTranslation } from 'react-i18next';
import { getHomePageContent } from '@gateway/sdk';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { ConfiguredContent } from './configured-content.tsx';
import { DefaultLanding } from './default-landing.tsx';

/** / — the admin's HomePageContent (URL, Markdown or HTML), else the built-in landing section. */
export default function HomePage() {
  const status = useGatedStatus();
  const { t } = useTranslation('shell');
  return <ConfiguredContent load={getHomePageContent} title={t('home.title', { name: systemNameOf(status) })} fallback={<DefaultLanding status={status} />} />;
}
