import { RatioSettings } from '../ratio-settings/index.tsx';
import { DashboardSection } from './components/dashboard-section.tsx';
import { DrawingSection } from './components/drawing-section.tsx';
import { GeneralSection } from './components/general-section.tsx';
import { LogSection } from './components/log-section.tsx';
import { MonitoringSection } from './components/monitoring-section.tsx';
import { QuotaSection } from './components/quota-section.tsx';
import { SensitiveWordsSection } from './components/sensitive-words-section.tsx';

/**
 * The Operation tab (SET-011): general, drawing, sensitive words, logs, data dashboard, monitoring
 * and quota sections, then the nested ratio tabs (SET-025…045, the ratio-settings feature).
 */
export default function OperationTab() {
  return (
    <>
      <GeneralSection />
      <DrawingSection />
      <SensitiveWordsSection />
      <LogSection />
      <DashboardSection />
      <MonitoringSection />
      <QuotaSection />
      <RatioSettings />
    </>
  );
}
