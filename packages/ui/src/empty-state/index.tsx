/**
 * `@gateway/ui/empty-state`: the panel shown where a list or page has nothing to show yet:
 * an icon, a title, one sentence and optionally the action that fills it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button ("Create the first token"). */
  action?: ReactNode;
};

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        px: 3,
        py: { xs: 5, sm: 8 },
        color: 'text.secondary',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          mb: 1,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
          '& svg': { fontSize: 30 },
        }}
      >
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography variant="h3" component="p" color="text.primary">
        {title}
      </Typography>
      {description !== undefined && (
        <Typography variant="body2" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action !== undefined && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
