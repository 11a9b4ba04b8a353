import OperationSections from '../features/operation-settings/operation-tab.tsx';
import { RatioSettings } from '../features/ratio-settings/index.tsx';

/** The Operation tab (SET-011): its own sections, then the nested ratio tabs (SET-025…045). */
export default function OperationTab() {
  return (
    <>
      <OperationSections />
      <RatioSettings />
    </>
  );
}
