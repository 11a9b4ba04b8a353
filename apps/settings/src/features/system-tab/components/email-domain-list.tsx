import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { validateOptionValue } from '@gateway/domain';
import { NAMESPACE } from '../../../namespace.ts';
import { useDescribeOptionProblem, useOptionLabel, useSection } from '../../shared/settings-form/index.ts';

const KEY = 'EmailDomainWhitelist';

/** The comma list (SET-069) as separate domains; blanks dropped. */
export function splitDomains(text: string): string[] {
  return text
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
}

/**
 * SET-069, SET-070: the whitelist as chips. A domain is added only when the registry accepts the
 * list with it (a domain pattern, no duplicate); otherwise "email domain invalid or duplicate".
 */
export function EmailDomainList() {
  const { t } = useTranslation(NAMESPACE);
  const section = useSection();
  const label = useOptionLabel(KEY);
  const describe = useDescribeOptionProblem();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const labelId = useId();
  const domains = splitDomains(section.values[KEY] ?? '');
  const saved = section.fieldState(KEY, t('systemTab.emailDomain.listHint', { count: domains.length }));

  const add = () => {
    const candidate = draft.trim();
    if (candidate === '') return;
    const checked = validateOptionValue(KEY, [...domains, candidate].join(','));
    if (!checked.ok) {
      setProblem(describe(checked));
      return;
    }
    section.change(KEY, checked.value);
    setDraft('');
    setProblem(undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ',') return;
    event.preventDefault();
    add();
  };

  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}>
        {domains.map((domain) => (
          <li key={domain}>
            <Chip label={domain} onDelete={() => section.change(KEY, domains.filter((other) => other !== domain).join(','))} />
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('systemTab.emailDomain.add')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder="example.com"
          size="small"
          error={problem !== undefined || saved.error}
          helperText={problem ?? saved.helperText}
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Button variant="outlined" onClick={add}>
          {t('systemTab.emailDomain.addButton')}
        </Button>
      </Stack>
    </Box>
  );
}
