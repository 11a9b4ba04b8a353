import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';

/** The Other tab of /setting (SET-074…078). Placeholder until that feature lands. */
export default function OtherTab() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="info" data-settings-placeholder="other-tab">
      {t('otherTab.placeholder')}
    </Alert>
  );
}
