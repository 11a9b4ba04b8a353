import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

/**
 * The two columns of the playground: the settings panel (300 px on wide screens; on phones hidden
 * until the toggle opens it above the chat, PP-022) and the chat.
 */
export function PlaygroundLayout({ panel, panelOpen, panelId, chat }: { panel: ReactNode; panelOpen: boolean; panelId: string; chat: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
      <Paper
        id={panelId}
        variant="outlined"
        data-open={panelOpen}
        sx={{ p: 2, display: { xs: panelOpen ? 'block' : 'none', md: 'block' }, position: { md: 'sticky' }, top: { md: 80 } }}
      >
        {panel}
      </Paper>
      <Box sx={{ minWidth: 0 }}>{chat}</Box>
    </Box>
  );
}
