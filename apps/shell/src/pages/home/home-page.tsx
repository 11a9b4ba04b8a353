import { useTranslation } from 'react-i18next';
import { getHomePageContent } from '@gateway/sdk';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { ConfiguredContent } from './configured-content.tsx';
import { DefaultLanding } from './default-landing.tsx';
import { NoticeGate } from '../../chrome/notice/notice-gate.tsx';

/** / — the admin's HomePageContent (URL, Markdown or HTML), else the built-in landing section; the notice opens over it. */
export default function HomePage() {
  const status = useGatedStatus();
  const { t } = useTranslation('shell');
  return (
    <>
      <NoticeGate />
      <ConfiguredContent load={getHomePageContent} title={t('home.title', { name: systemNameOf(status) })} fallback={<DefaultLanding status={status} />} />
    </>
  );
}
