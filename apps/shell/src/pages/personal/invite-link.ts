/**
 * The invitation link (SH-079, SH-041): the registration page with `?aff=<code>`, on the address
 * the site is reached at (status server_address when set, else this page's origin).
 */
export function inviteLink(affCode: string, serverAddress: string | undefined, origin: string): string {
  const base = (serverAddress ?? '').trim().replace(/\/+$/, '') || origin;
  return `${base}/register?aff=${encodeURIComponent(affCode)}`;
}
