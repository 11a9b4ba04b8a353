import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';

/** The Models tab (SET-051…060): global, Gemini and Claude sections. */
export default function ModelsTab() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="info" data-settings-placeholder="models-tab">
      {t('modelSettings.placeholder')}
    </Alert>
  );
}
