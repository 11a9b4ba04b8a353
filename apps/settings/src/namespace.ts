/** The Module Federation container name (mf-config remoteApps) and the i18next namespace of this remote. */
export const REMOTE_NAME = 'settings';
export const NAMESPACE = 'settings';
