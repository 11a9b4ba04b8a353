import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when no status is cached and the server cannot be reached (SH-010). */
export function StatusErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h5" component="h1" gutterBottom>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('shell:status.hint')}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    </Box>
  );
}
