import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { CopyButton } from '@gateway/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { maskTokenKeyForDisplay, withTokenKeyPrefix } from '@gateway/domain';

/** The key column: masked until revealed, copied with its 'sk-' prefix (TW-004). */
export function TokenKeyCell({ tokenKey }: { tokenKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [revealed, setRevealed] = useState(false);
  const full = withTokenKeyPrefix(tokenKey);
  const label = revealed ? t('tokens.actions.hide') : t('tokens.actions.reveal');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Box component="code" data-testid="token-key" sx={{ fontSize: 13 }}>
        {revealed ? full : maskTokenKeyForDisplay(tokenKey)}
      </Box>
      <Tooltip title={label}>
        <IconButton size="small" onClick={() => setRevealed(!revealed)} aria-label={label} aria-pressed={revealed}>
          {revealed ? <VisibilityOffOutlinedIcon fontSize="inherit" /> : <VisibilityOutlinedIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
      <CopyButton text={full} />
    </Box>
  );
}
