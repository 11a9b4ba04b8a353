/**
 * The texts of the notices on screen (the notification queue's stack), newest last. Inline
 * alerts of a page (role="alert" too) are not notices and are left out.
 */
export function noticeTexts(): string[] {
  const stack = document.querySelector('[data-notices]');
  if (stack === null) return [];
  return [...stack.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '');
}
