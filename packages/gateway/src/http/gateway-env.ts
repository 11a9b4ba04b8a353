import type { UserRow } from '@gateway/db';
import type { SessionClaims } from '../middleware/session/session-token.ts';

/** How the caller of a management route proved who they are: session cookie or system access token. */
export type AuthMethod = 'session' | 'access_token';

/** Context variables the gateway's middleware set for the routes behind them. */
export type GatewayVariables = {
  requestId: string;
  /** Claims of a validly signed, unexpired session cookie; null without one. Not yet checked against the database. */
  session: SessionClaims | null;
  /** The authenticated, enabled user, loaded fresh for this request by `requireRole`. */
  user: UserRow;
  authMethod: AuthMethod;
};

export type GatewayEnv = { Variables: GatewayVariables };
