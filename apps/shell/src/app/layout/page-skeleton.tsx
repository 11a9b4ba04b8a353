import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from './skeleton-block.tsx';

const ROWS = 6;

/**
 * The content area of a console page while its code arrives: the shapes of the page frame
 * (breadcrumbs, title, toolbar) and of a table, laid out as the page will be, so the page replaces
 * it without a jump. Announced once as busy with its label ("Loading the page").
 */
export function PageSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('page.loading')}
      data-page-skeleton=""
      sx={{
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 3 },
        maxWidth: 1600,
        mx: 'auto',
        width: '100%',
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <SkeletonBlock width={160} height={14} />
      <SkeletonBlock width={220} height={32} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <SkeletonBlock width={240} height={36} />
        <SkeletonBlock width={96} height={36} />
        <SkeletonBlock width={96} height={36} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
        {Array.from({ length: ROWS }, (_, row) => (
          <SkeletonBlock key={row} width="100%" height={row === 0 ? 40 : 48} />
        ))}
      </Box>
    </Box>
  );
}
