/** Notice keys of the wallet's actions: a new result of an action replaces the last (ADR 0021). */
export const walletNoticeKeys = { redeem: 'wallet.redeem', topUpLink: 'wallet.top-up-link', onlineTopUp: 'wallet.online-top-up' } as const;
