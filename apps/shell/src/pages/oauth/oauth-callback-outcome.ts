/**
 * What an OAuth callback answer means (SH-057..060 with the SH-060 resolution):
 * message 'bind' → the signed-in user's account was bound, back to personal settings;
 * any other success → a sign-in; a failure → the server's message, then personal settings for a
 * signed-in user (a bind attempt) or the login page for a visitor.
 */
export type OAuthCallbackOutcome = { kind: 'bound'; to: '/personal' } | { kind: 'signed-in' } | { kind: 'failed'; message: string; to: '/personal' | '/login' };

export function oauthCallbackOutcome(answer: { success: boolean; message: string }, signedIn: boolean): OAuthCallbackOutcome {
  if (answer.success && answer.message === 'bind') return { kind: 'bound', to: '/personal' };
  if (answer.success) return { kind: 'signed-in' };
  return { kind: 'failed', message: answer.message, to: signedIn ? '/personal' : '/login' };
}
