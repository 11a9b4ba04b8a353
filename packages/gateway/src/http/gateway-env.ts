import type { UserRow } from '@gateway/db';

/** How the caller of a management route proved who they are (reference §2.2). */
export type AuthMethod = 'session' | 'access_token';

/** Context variables the gateway's middleware set for the routes behind them. */
export type GatewayVariables = {
  requestId: string;
  /** User id named by a valid session cookie; null without one. Not yet checked against the database. */
  sessionUserId: number | null;
  /** The authenticated, enabled user, loaded fresh for this request by `requireRole`. */
  user: UserRow;
  authMethod: AuthMethod;
};

export type GatewayEnv = { Variables: GatewayVariables };
