import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGatedStatus } from '../../app/status/status-context.ts';
import { systemNameOf } from '../top-bar/brand.tsx';
import { useFooterHtml } from './use-footer-html.ts';

// Admin content (and its parser and sanitizer) only downloads when an admin configured a footer.
const AdminContent = lazy(() => import('@gateway/ui/admin-content').then((module) => ({ default: module.AdminContent })));

/** SH-026: the admin's footer HTML (sanitized) if set, else our credit line. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('shell');
  const status = useGatedStatus();
  const html = useFooterHtml();
  return (
    <Box component="footer" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', textAlign: 'center', color: 'text.secondary', typography: 'caption' }}>
      {html.trim() !== '' ? (
        <Suspense fallback={null}>
          <AdminContent source={html} format="html" />
        </Suspense>
      ) : (
        <Typography variant="caption" component="p">
          {t('footer.credit', { year, name: systemNameOf(status) })}
          {typeof status.version === 'string' && status.version !== '' && ` · ${status.version}`}
        </Typography>
      )}
    </Box>
  );
}
