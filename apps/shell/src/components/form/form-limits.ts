/**
 * Account field limits the forms check before sending (a password is 8–20 characters, as new-api requires).
 * The same numbers live in @gateway/domain's zod field rules, which the server enforces; they are
 * repeated here because importing that module would put zod on the sign-in path (/login budget).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const USERNAME_MAX_LENGTH = 12;
