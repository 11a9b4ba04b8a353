export { QuotaType, entryPriceSheet, modelPricingOfEntry } from './pricing-entry.ts';
export type { PricingAnswer, PricingEntry } from './pricing-entry.ts';
