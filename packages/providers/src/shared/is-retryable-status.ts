/**
 * Whether another channel may succeed after this upstream status, as new-api's retry loop decides: 429 and 307 yes; 5xx yes
 * except the timeouts 504/524 (the request probably ran, retrying doubles the cost); 400 and 408 no (the
 * request itself is at fault); other statuses (401, 403, 404 …) yes, since another channel has another key.
 */
export function isRetryableStatus(status: number): boolean {
  if (status >= 200 && status < 300) return false;
  if (status === 400 || status === 408) return false;
  if (status === 504 || status === 524) return false;
  return true;
}
