import { RatioSettings } from '../ratio-settings/index.tsx';

/**
 * The Operation tab (SET-011…045): general, drawing, sensitive words, logs, data dashboard,
 * monitoring and quota sections, then the nested ratio tabs (ratio-settings feature).
 */
export default function OperationTab() {
  return <RatioSettings />;
}
