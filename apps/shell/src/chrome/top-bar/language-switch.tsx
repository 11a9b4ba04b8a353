import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, supportedLanguages, type Language } from '@gateway/i18n';
import { useNotify } from '@gateway/ui/notify';

/**
 * English ⇄ 中文. With two languages a toggle is quicker than a menu, and it keeps Menu/Popover off
 * the sign-in page. Its name (label and tooltip) says which language it switches to; the button shows
 * the icon only, so an English page draws no Chinese glyph: the first CJK text of a page costs the
 * renderer the CJK font (~15–25 ms before the sign-in form shows, ×4 on a slow phone; ADR 0036
 * addendum). setLanguage persists 'i18nextLng' (COM-034).
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const [switching, setSwitching] = useState(false);
  // useTranslation re-renders this on every language change, so this stays current.
  const current = currentLanguage();
  const next: Language = current === 'zh' ? 'en' : 'zh';
  const nextLabel = supportedLanguages.find((language) => language.code === next)?.label ?? next;
  const label = t('topBar.switchLanguage', { language: nextLabel });

  const change = () => {
    setSwitching(true);
    setLanguage(next)
      .catch(() => notify.error(t('topBar.languageFailed')))
      .finally(() => setSwitching(false));
  };

  return (
    <IconButton color="inherit" onClick={change} disabled={switching} aria-label={label} title={label} sx={{ flexShrink: 0 }}>
      <TranslateOutlined />
    </IconButton>
  );
}
