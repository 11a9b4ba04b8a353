import { z } from 'zod';

/**
 * PUT /api/option/ body (API-OPT-002). Values are stored as text (SET-005, SET-007), so numbers and
 * booleans a client sends are turned into their text form here.
 */
export const optionUpdateInput = z.object({
  key: z.string().trim().min(1, { error: 'cannot be empty' }).max(128, { error: 'must be at most 128 characters' }),
  value: z
    .union([z.string(), z.number(), z.boolean()], { error: 'must be text, a number or true/false' })
    .transform((value) => (typeof value === 'string' ? value : String(value))),
  /**
   * Our addition: a blank value for a credential (write-only option) keeps the stored one, so a
   * form that never saw the secret can save its section; `clear: true` with a blank value removes it.
   */
  clear: z.boolean({ error: 'must be true or false' }).optional(),
});
export type OptionUpdateInput = z.output<typeof optionUpdateInput>;

/** One entry of GET /api/option/ (API-OPT-001). */
export const optionEntry = z.object({ key: z.string(), value: z.string() });
export type OptionEntry = z.output<typeof optionEntry>;

/** One entry of GET /api/option/secrets: whether a write-only option holds a value (never the value). */
export const secretOptionState = z.object({ key: z.string(), set: z.boolean() });
export type SecretOptionState = z.output<typeof secretOptionState>;

/** POST /api/option/oidc_discovery body: the well-known URL to read (SET-072, SET-073). */
export const oidcDiscoveryInput = z.object({
  well_known: z.string({ error: 'must be text' }).trim().min(1, { error: 'cannot be empty' }).max(2048, { error: 'must be at most 2048 characters' }),
});
export type OidcDiscoveryInput = z.output<typeof oidcDiscoveryInput>;

/** The OIDC option values a discovery document gives (POST /api/option/oidc_discovery answer). */
export const oidcEndpoints = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  user_info_endpoint: z.string(),
});
export type OidcEndpoints = z.output<typeof oidcEndpoints>;

/** GET /api/option/latest_release answer (SET-078): the running version beside the newest published one. */
export const releaseCheckResult = z.object({
  current_version: z.string(),
  latest_version: z.string(),
  release_name: z.string(),
  release_url: z.string(),
  published_at: z.string(),
  /** null when either version is not of the vX.Y.Z form and cannot be compared. */
  update_available: z.boolean().nullable(),
});
export type ReleaseCheckResult = z.output<typeof releaseCheckResult>;
