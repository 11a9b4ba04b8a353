import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getAbout } from '@gateway/sdk';
import { PageFrame } from '@gateway/ui/page-frame';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';
import { ConfiguredContent } from '../home/configured-content.tsx';

/** /about — the admin's About content (URL, Markdown or HTML), else a short built-in text. */
export default function AboutPage() {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const name = systemNameOf(status);
  const fallback = (
    <PageFrame title={t('about.title', { name })}>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('about.defaultText', { name })}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {t('about.adminHint')}
      </Typography>
      {typeof status.version === 'string' && status.version !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('about.version', { version: status.version })}
        </Typography>
      )}
    </PageFrame>
  );
  return <ConfiguredContent load={getAbout} title={t('about.title', { name })} fallback={fallback} />;
}
