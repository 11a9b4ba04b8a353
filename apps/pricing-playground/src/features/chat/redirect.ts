/** Leaves the console for `url` (kept apart so page tests can watch the call instead of navigating). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
