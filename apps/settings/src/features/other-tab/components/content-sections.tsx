import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { validateOptionValue } from '@gateway/domain';
import type { AdminContentFormat } from '@gateway/ui/admin-content';
import { NAMESPACE } from '../../../namespace.ts';
import { OptionTextField, SettingsSection, useSection } from '../../shared/settings-form/index.ts';
import { otherSectionKeys } from '../other-keys.ts';
import { ContentPreview } from './content-preview.tsx';

type ContentSectionProps = {
  id: string;
  optionKey: 'Notice' | 'HomePageContent' | 'About' | 'Footer';
  name: string;
  format: AdminContentFormat;
  embedsUrl?: boolean;
};

function ContentField({ optionKey, hint, format, embedsUrl }: { optionKey: string; hint: string; format: AdminContentFormat; embedsUrl: boolean }) {
  const section = useSection();
  return (
    <>
      <OptionTextField optionKey={optionKey} hint={hint} multiline minRows={5} maxRows={20} />
      <ContentPreview source={section.values[optionKey] ?? ''} format={format} embedsUrl={embedsUrl} />
    </>
  );
}

/** SET-074: one admin text (Markdown or HTML) with a live preview of what the page shows. */
function ContentSection({ id, optionKey, name, format, embedsUrl = false }: ContentSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`otherTab.${name}.${key}`);
  return (
    <SettingsSection id={id} title={text('title')} description={text('description')} keys={[optionKey]}>
      <ContentField optionKey={optionKey} hint={text('hint')} format={format} embedsUrl={embedsUrl} />
    </SettingsSection>
  );
}

export const NoticeSection = () => <ContentSection id="other-notice" optionKey="Notice" name="notice" format="markdown" />;
export const HomePageSection = () => <ContentSection id="other-home" optionKey="HomePageContent" name="home" format="markdown" embedsUrl />;
export const AboutSection = () => <ContentSection id="other-about" optionKey="About" name="about" format="markdown" embedsUrl />;
export const FooterSection = () => <ContentSection id="other-footer" optionKey="Footer" name="footer" format="html" />;

function LogoPreview() {
  const { t } = useTranslation(NAMESPACE);
  const logo = (useSection().values['Logo'] ?? '').trim();
  const valid = logo !== '' && validateOptionValue('Logo', logo).ok;
  if (!valid) return null;
  return (
    <Box component="img" src={logo} alt={t('otherTab.branding.logoPreview')} sx={{ maxHeight: 48, maxWidth: 160, objectFit: 'contain', alignSelf: 'center' }} />
  );
}

/** SET-074: the site's name and logo (top bar, tab title, sign-in page). */
export function BrandingSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`otherTab.branding.${key}`);
  return (
    <SettingsSection id="other-branding" title={text('title')} keys={otherSectionKeys.branding}>
      <OptionTextField optionKey="SystemName" />
      <OptionTextField optionKey="Logo" hint={text('logoHint')} placeholder="/logo.png" />
      <LogoPreview />
    </SettingsSection>
  );
}

/** SET-075, SET-076: the top-up link (set by the super admin) and the documentation link. */
export function LinksSection() {
  const { t } = useTranslation(NAMESPACE);
  const text = (key: string) => t(`otherTab.links.${key}`);
  return (
    <SettingsSection id="other-links" title={text('title')} description={text('description')} keys={otherSectionKeys.links}>
      <OptionTextField optionKey="TopUpLink" hint={text('topUpLinkHint')} placeholder="https://" />
      <OptionTextField optionKey="general_setting.docs_link" hint={text('docsLinkHint')} placeholder="https://" />
    </SettingsSection>
  );
}
