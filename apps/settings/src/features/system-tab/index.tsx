import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';

/** The System tab of /setting (SET-061…073). Placeholder until that feature lands. */
export default function SystemTab() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="info" data-settings-placeholder="system-tab">
      {t('systemTab.placeholder')}
    </Alert>
  );
}
