import { AboutSection, BrandingSection, FooterSection, HomePageSection, LinksSection, NoticeSection } from './components/content-sections.tsx';
import { SystemInfo } from './components/system-info.tsx';

/**
 * The Other tab of /setting (SET-074…078): the notice, name and logo, home and about pages and
 * footer (Markdown or HTML, each with a live preview through the page's own sanitizing renderer),
 * the top-up and documentation links, and the system information with the update check.
 */
export default function OtherTab() {
  return (
    <>
      <SystemInfo />
      <NoticeSection />
      <BrandingSection />
      <HomePageSection />
      <AboutSection />
      <FooterSection />
      <LinksSection />
    </>
  );
}
