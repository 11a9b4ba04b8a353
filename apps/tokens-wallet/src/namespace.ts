/** The Module Federation container name (mf-config remoteApps) and the i18next namespace of this remote. */
export const REMOTE_NAME = 'tokens_wallet';
export const NAMESPACE = 'tokens_wallet';
