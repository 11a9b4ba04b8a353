import { isApiError } from '@gateway/sdk';

/**
 * SH-072: a network failure reads "系统初始化失败，请重试"; a refusal shows the server's message,
 * or "初始化失败，请重试" when it sent none. Returns a translated text or an i18n key to translate.
 */
export function setupFailureMessage(error: unknown): { key: string } | { text: string } {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'parse')) return { key: 'setup.networkFailed' };
  if (isApiError(error) && error.message.trim() !== '' && error.status !== 500) return { text: error.message };
  return { key: 'setup.failed' };
}
