import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace.ts';

/**
 * The operation tab's nested ratio tabs (model JSON editors, visual price editor, unset models;
 * SET-025…045). Placeholder until that feature lands; the operation tab renders it last.
 */
export function RatioSettings() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert severity="info" data-settings-placeholder="ratio-settings">
      {t('ratioSettings.placeholder')}
    </Alert>
  );
}
