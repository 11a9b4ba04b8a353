import type { OptionStore } from './option-store.ts';

export interface EpaySettings {
  /** Epay gateway base URL, without a trailing slash. */
  payAddress: string;
  merchantId: string;
  key: string;
}

/** The Epay settings, or null while online top-up is not configured (PayAddress, EpayId and EpayKey all set). */
export function epaySettings(options: OptionStore): EpaySettings | null {
  const payAddress = options.get('PayAddress').trim().replace(/\/+$/, '');
  const merchantId = options.get('EpayId').trim();
  const key = options.get('EpayKey').trim();
  if (payAddress === '' || merchantId === '' || key === '') return null;
  return { payAddress, merchantId, key };
}
