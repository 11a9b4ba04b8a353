import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, supportedLanguages, type Language } from '@gateway/i18n';
import { useNotify } from '@gateway/ui/notify';
import { MOBILE_MEDIA } from '../mobile-query.ts';

/**
 * English ⇄ 中文. With two languages a toggle naming the other one is quicker than a menu, and it
 * keeps Menu/Popover off the sign-in page. setLanguage persists 'i18nextLng' (COM-034).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const [switching, setSwitching] = useState(false);
  // useTranslation re-renders this on every language change, so this stays current.
  const current = currentLanguage();
  const next: Language = current === 'zh' ? 'en' : 'zh';
  const nextLabel = supportedLanguages.find((language) => language.code === next)?.label ?? next;

  const change = () => {
    setSwitching(true);
    setLanguage(next)
      .catch(() => notify.error(t('topBar.languageFailed')))
      .finally(() => setSwitching(false));
  };

  return (
    <Button
      color="inherit"
      size="small"
      onClick={change}
      disabled={switching}
      startIcon={<TranslateOutlined fontSize="small" />}
      aria-label={t('topBar.switchLanguage', { language: nextLabel })}
      lang={next === 'zh' ? 'zh-CN' : 'en'}
      sx={{ minWidth: 0, textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0, [MOBILE_MEDIA]: { '& .MuiButton-startIcon': { mr: 0 } } }}
    >
      {/* Phones keep the icon only; the accessible name still says which language it switches to. */}
      <Box component="span" sx={{ [MOBILE_MEDIA]: { display: 'none' } }}>
        {nextLabel}
      </Box>
    </Button>
  );
}
