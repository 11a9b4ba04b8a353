import { Link } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatusPayload } from '@gateway/domain';
import { CopyButton } from '@gateway/ui/copy-button';
import { systemNameOf } from '../../chrome/top-bar/brand.tsx';

/** The API base URL clients should use: the configured server address, else this origin. */
export function apiBaseUrl(status: Partial<StatusPayload>, origin: string): string {
  const configured = typeof status.server_address === 'string' ? status.server_address.trim().replace(/\/+$/, '') : '';
  return configured !== '' ? configured : origin;
}

/** The home page when the admin has not configured one: what this is, the base URL, where to go. */
export function DefaultLanding({ status }: { status: Partial<StatusPayload> }) {
  const { t } = useTranslation('shell');
  const baseUrl = apiBaseUrl(status, window.location.origin);
  const docs = typeof status.docs_link === 'string' && /^https?:\/\//i.test(status.docs_link) ? status.docs_link : undefined;
  return (
    <Box sx={{ px: 2, py: { xs: 5, sm: 10 }, maxWidth: 880, mx: 'auto', width: '100%', textAlign: 'center' }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {systemNameOf(status)}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
        {t('home.pitch')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 4, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between', textAlign: 'left', borderRadius: 3 }}
      >
        <div style={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('home.baseUrl')}
          </Typography>
          <Typography component="code" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {`${baseUrl}/v1`}
          </Typography>
        </div>
        <CopyButton text={`${baseUrl}/v1`} />
      </Paper>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} href="/token" variant="contained" size="large">
          {t('home.openConsole')}
        </Button>
        <Button component={Link} href="/pricing" variant="outlined" size="large">
          {t('home.viewPricing')}
        </Button>
        {docs !== undefined && (
          <Button component="a" href={docs} target="_blank" rel="noopener noreferrer" variant="text" size="large">
            {t('home.readDocs')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
