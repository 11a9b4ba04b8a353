import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';

/** A thinking model's `reasoning_content`, collapsed under a toggle; "Thinking…" while it is still the only output. */
export function ReasoningBlock({ text, thinking }: { text: string; thinking: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mb: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ color: 'text.secondary', px: 0.5 }}
      >
        {thinking ? t('playground.message.thinking') : t('playground.message.reasoning')}
      </Button>
      <Collapse in={open} id={id}>
        <Box
          data-testid="reply-reasoning"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: 'text.secondary',
            fontSize: '0.875rem',
            borderLeft: 2,
            borderColor: 'divider',
            pl: 1.5,
            py: 0.5,
          }}
        >
          {text}
        </Box>
      </Collapse>
    </Box>
  );
}
