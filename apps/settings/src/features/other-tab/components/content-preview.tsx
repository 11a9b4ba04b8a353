import { useDeferredValue } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminContent, classifyAdminContent } from '@gateway/ui/admin-content';
import type { AdminContentFormat } from '@gateway/ui/admin-content';
import { NAMESPACE } from '../../../namespace.ts';

export type ContentPreviewProps = {
  source: string;
  format: AdminContentFormat;
  /** Home and About: a lone http(s) URL is embedded by the page instead of rendered. */
  embedsUrl?: boolean;
};

/**
 * SET-074: what the page will show, live, through the same sanitizing renderer the page uses
 * (@gateway/ui/admin-content). A URL is named, not framed: only saved addresses may be framed.
 */
export function ContentPreview({ source, format, embedsUrl = false }: ContentPreviewProps) {
  const { t } = useTranslation(NAMESPACE);
  const deferred = useDeferredValue(source);
  const kind = classifyAdminContent(deferred);
  let body;
  if (kind.kind === 'empty') body = <Typography color="text.secondary">{t('otherTab.preview.empty')}</Typography>;
  else if (kind.kind === 'url' && embedsUrl) body = <Typography>{t('otherTab.preview.embedded', { url: kind.url })}</Typography>;
  else body = <AdminContent source={deferred} format={format} />;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('otherTab.preview.label')}
      data-content-preview
      sx={{ gridColumn: '1 / -1', p: 2, bgcolor: 'action.hover', minWidth: 0 }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        {t('otherTab.preview.label')}
      </Typography>
      {body}
    </Paper>
  );
}
