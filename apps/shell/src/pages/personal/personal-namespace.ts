/** The i18next namespace of /personal; its tables are ./locales, registered by personal-entry.ts. */
export const PERSONAL_NAMESPACE = 'personal';
