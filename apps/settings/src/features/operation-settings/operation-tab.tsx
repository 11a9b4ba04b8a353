import { DashboardSection } from './components/dashboard-section.tsx';
import { DrawingSection } from './components/drawing-section.tsx';
import { GeneralSection } from './components/general-section.tsx';
import { LogSection } from './components/log-section.tsx';
import { MonitoringSection } from './components/monitoring-section.tsx';
import { QuotaSection } from './components/quota-section.tsx';
import { SensitiveWordsSection } from './components/sensitive-words-section.tsx';

/**
 * The Operation tab's own sections (SET-011): general, drawing, sensitive words, logs, data dashboard,
 * monitoring and quota. The tab shows the ratio tabs after them (app/operation-tab.tsx).
 */
export default function OperationSections() {
  return (
    <>
      <GeneralSection />
      <DrawingSection />
      <SensitiveWordsSection />
      <LogSection />
      <DashboardSection />
      <MonitoringSection />
      <QuotaSection />
    </>
  );
}
