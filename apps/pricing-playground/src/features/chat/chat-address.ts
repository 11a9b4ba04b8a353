import type { StatusPayload } from '@gateway/domain';

/** The address chat clients call the gateway at: the configured ServerAddress, else this page's origin (reference). */
export function chatServerAddress(status: StatusPayload | undefined): string {
  const configured = typeof status?.server_address === 'string' ? status.server_address.trim() : '';
  return configured !== '' ? configured : window.location.origin;
}
