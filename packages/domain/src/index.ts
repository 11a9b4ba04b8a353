/**
 * @gateway/domain — pure TypeScript shared by the browser, Node and workerd: roles, statuses,
 * channel types, paging, quota math, the option registry, zod schemas and error texts.
 * No I/O and no clock: functions that need the time take it as a parameter.
 */
export * from './roles/index.ts';
export * from './status/index.ts';
export * from './channel-types/index.ts';
export * from './channels/index.ts';
export * from './paging/index.ts';
export * from './quota/index.ts';
export * from './pricing/index.ts';
export * from './chats/index.ts';
export * from './options/index.ts';
export * from './schemas/index.ts';
export * from './errors/index.ts';
export * from './tokens/index.ts';
export * from './redemptions/index.ts';
export * from './wallet/index.ts';
export * from './log-content/index.ts';
export * from './settings/index.ts';
export * from './accounts/index.ts';
export * from './usage-receipt/index.ts';
