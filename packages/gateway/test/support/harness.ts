import { dialectNameOf, type TestDialect } from '@gateway/db/testing';
import bcrypt from 'bcryptjs';
import { insertUser, type DatabaseHandle, type UserRow } from '@gateway/db';

type Db = DatabaseHandle['db'];
import { hashAccessToken, Role, UserStatus } from '@gateway/domain';
import { createGatewayApp, createMemoryRateLimiter, SESSION_COOKIE, USER_ID_HEADER } from '../../src/index.ts';
import type { Clock, GatewayConfig, Logger, MailSender, OutgoingMail, Platform, RateLimitConfig, RateLimiter, SmtpSettings } from '../../src/index.ts';

type ShutdownHook = Parameters<Platform['onShutdown']>[0];

/** Unlimited for tests that are not about rate limiting. */
export const RELAXED_RATE_LIMITS: RateLimitConfig = {
  globalApi: { enabled: true, limit: 100_000, windowSeconds: 60 },
  critical: { enabled: true, limit: 100_000, windowSeconds: 60 },
};

export const TEST_BCRYPT_COST = 4;

export interface HarnessOptions {
  rateLimits?: RateLimitConfig;
  /** Outbound fetch (Turnstile); by default any call fails the test. */
  fetch?: typeof fetch;
  /** DNS for the egress guard; by default every name fails to resolve. */
  resolveHost?: (host: string) => Promise<string[]>;
  config?: Partial<GatewayConfig>;
  /** Platform clock; the real one by default. */
  clock?: Clock;
  /** A fresh in-memory limiter on the platform clock by default. */
  rateLimiter?: RateLimiter;
  /** The platform's mail sender; by default an in-memory outbox ({@link Harness.outbox}); null: none. */
  mail?: MailSender | null;
}

/** A mail the harness's in-memory sender accepted, with the SMTP settings it was sent with. */
export interface SentMail extends OutgoingMail {
  smtp: SmtpSettings;
}

export interface RequestOptions {
  method?: string;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  /** A session from `login()`: sends its cookie and (unless `userId` overrides it) New-Api-User. */
  session?: Session;
  /** New-Api-User header value; `null` leaves it out. */
  userId?: string | number | null;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Session {
  cookie: string;
  userId: number;
}

export interface Harness {
  app: ReturnType<typeof createGatewayApp>;
  db: Db;
  platform: Platform;
  /** Messages the gateway logged at error level (an unexpected 500 shows up here). */
  loggedErrors: string[];
  /** Mails the default in-memory sender accepted, oldest first. */
  outbox: SentMail[];
  request(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Waits until the gateway's background work is written: runs the shutdown hooks (usage-log and
   * token-access flushes) and awaits everything handed to waitUntil, so a test can compare the
   * database before and after a request without racing a batch.
   */
  settle(): Promise<void>;
}

/** A gateway on `db` with a fake clock-free platform: memory rate limiter, capturing logger. */
export function createHarness(db: Db, dialect: TestDialect, options: HarnessOptions = {}): Harness {
  const loggedErrors: string[] = [];
  const outbox: SentMail[] = [];
  const background: Array<Promise<unknown>> = [];
  const mail: MailSender | undefined =
    options.mail === null ? undefined : (options.mail ?? { send: async (smtp, message) => void outbox.push({ ...message, smtp }) });
  const shutdownHooks: ShutdownHook[] = [];
  const logger: Logger = {
    info: () => {},
    warn: () => {},
    error: (message, fields) => loggedErrors.push(`${message} ${JSON.stringify(fields ?? {})}`),
  };
  const platform: Platform = {
    db,
    dialect: dialectNameOf(dialect),
    config: {
      sessionSecret: 'integration-test-session-secret',
      version: 'v-test',
      startTime: 1_800_000_000,
      secureCookies: false,
      rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
      bcryptCost: TEST_BCRYPT_COST,
      ...options.config,
    },
    clock: options.clock ?? { now: () => Date.now() },
    rateLimiter: options.rateLimiter ?? createMemoryRateLimiter(options.clock ? { now: () => options.clock!.now() } : {}),
    logger,
    fetch: options.fetch ?? ((() => Promise.reject(new Error('unexpected outbound fetch in a test'))) as typeof fetch),
    resolveHost: options.resolveHost ?? ((host) => Promise.reject(new Error(`no DNS in tests: ${host}`))),
    ...(mail === undefined ? {} : { mail }),
    waitUntil: (promise) => {
      background.push(promise);
    },
    clientIp: (context) => context.req.header('x-test-client-ip') ?? '192.0.2.1',
    onShutdown: (hook) => {
      shutdownHooks.push(hook);
    },
  };
  const app = createGatewayApp(platform);

  return {
    app,
    db,
    platform,
    loggedErrors,
    outbox,
    request(path, requestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      if (requestOptions.ip) headers['x-test-client-ip'] = requestOptions.ip;
      if (requestOptions.session) headers['cookie'] = `${SESSION_COOKIE}=${requestOptions.session.cookie}`;
      const userId = requestOptions.userId === undefined ? requestOptions.session?.userId : requestOptions.userId;
      if (userId !== undefined && userId !== null) headers[USER_ID_HEADER] = String(userId);
      let body: string | undefined;
      if (requestOptions.body !== undefined) {
        body = typeof requestOptions.body === 'string' ? requestOptions.body : JSON.stringify(requestOptions.body);
        headers['content-type'] ??= 'application/json';
      }
      return Promise.resolve(app.request(path, { method: requestOptions.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }));
    },
    async settle() {
      for (const hook of shutdownHooks) await hook();
      while (background.length > 0) await Promise.allSettled(background.splice(0));
    },
  };
}

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

/** Reads an envelope answer. */
export async function envelopeOf<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

export const ROOT = { username: 'root', password: 'root-password-1' };

/** Runs first-run setup through the API (root account {@link ROOT}). */
export async function setUp(harness: Harness): Promise<void> {
  const response = await harness.request('/api/setup', {
    body: { username: ROOT.username, password: ROOT.password, confirmPassword: ROOT.password },
  });
  if (response.status !== 200) throw new Error(`setup failed: ${response.status} ${await response.text()}`);
}

/** Runs first-run setup and returns the root's session. */
export async function setUpRoot(harness: Harness): Promise<Session> {
  await setUp(harness);
  return login(harness, ROOT.username, ROOT.password);
}

/** Signs in through the API and returns the session cookie and user id. */
export async function login(harness: Harness, username: string, password: string): Promise<Session> {
  const response = await harness.request('/api/user/login', { body: { username, password } });
  const body = await envelopeOf<{ id: number }>(response);
  if (response.status !== 200 || !body.data) throw new Error(`login of ${username} failed: ${response.status} ${body.message}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie);
  if (!match?.[1]) throw new Error('login answered without a session cookie');
  return { cookie: match[1], userId: body.data.id };
}

export interface SeedUser {
  username: string;
  password?: string;
  role?: number;
  status?: number;
  quota?: number;
  group?: string;
  /** A system access token; stored as its hash, as GET /api/user/token stores one. */
  accessToken?: string | null;
  affCode?: string | null;
}

/** Inserts a user straight into the database (for preconditions the API should not be used for). */
export async function seedUser(db: Db, user: SeedUser): Promise<UserRow> {
  const id = await insertUser(db, {
    username: user.username,
    password: bcrypt.hashSync(user.password ?? 'password-123', TEST_BCRYPT_COST),
    display_name: user.username,
    role: user.role ?? Role.Common,
    status: user.status ?? UserStatus.Enabled,
    quota: user.quota ?? 0,
    group: user.group ?? 'default',
    access_token: user.accessToken ? await hashAccessToken(user.accessToken) : null,
    aff_code: user.affCode ?? null,
  });
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return row;
}

/** Seeds a user and signs them in. */
export async function seedAndLogin(harness: Harness, user: SeedUser): Promise<{ user: UserRow; session: Session }> {
  const password = user.password ?? 'password-123';
  const row = await seedUser(harness.db, { ...user, password });
  return { user: row, session: await login(harness, user.username, password) };
}
