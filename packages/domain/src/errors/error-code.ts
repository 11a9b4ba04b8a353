/**
 * Machine-readable failure classes. The wire envelope only carries `message`, so the gateway uses
 * these to pick an HTTP status and tests use them to assert intent rather than wording.
 */
export const ErrorCode = {
  INVALID_INPUT: 'INVALID_INPUT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  RATE_LIMITED: 'RATE_LIMITED',
  SETUP_DONE: 'SETUP_DONE',
  SETUP_REQUIRED: 'SETUP_REQUIRED',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  INSUFFICIENT_QUOTA: 'INSUFFICIENT_QUOTA',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** HTTP status the gateway answers for each class when the route does not use "200 + success:false". */
export const errorCodeHttpStatus: Readonly<Record<ErrorCodeValue, number>> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_EXISTS: 409,
  RATE_LIMITED: 429,
  SETUP_DONE: 400,
  SETUP_REQUIRED: 503,
  FEATURE_DISABLED: 403,
  INSUFFICIENT_QUOTA: 403,
  UPSTREAM_ERROR: 502,
  NOT_IMPLEMENTED: 501,
  INTERNAL_ERROR: 500,
};
