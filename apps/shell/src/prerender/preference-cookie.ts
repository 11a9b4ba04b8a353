const YEAR_SECONDS = 365 * 24 * 3600;

/** Mirrors a display preference into a cookie the server reads to pick a prerendered document. */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}
