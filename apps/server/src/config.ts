import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  RESERVATION_DAYS_DEFAULT,
  RESERVATION_DAYS_MAX,
  RESERVATION_LEAD_DAYS_DEFAULT,
} from '@depot/shared';

/** Every setting of the server. Read once at start from the environment by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  /** Absolute. The embedded database lives in `dataDir/pg`. */
  dataDir: string;
  /** `postgres://…` for a PostgreSQL server; null runs the embedded PGlite. */
  databaseUrl: string | null;
  /** Password of the seeded `admin`; null generates one on the first start. */
  adminPassword: string | null;
  demoPassword: string;
  captcha: boolean;
  demoData: boolean;
  /** How many demo assets the first start registers (with demo data on). */
  demoAssets: number;
  demoMode: boolean;
  /** 16-byte key of the sign-in password AES (shared with the browser). */
  passwordKey: string;
  /** 32-byte key sealing door passwords at rest (AES-256-GCM; never leaves the server). */
  doorLockKey: string;
  clientId: string;
  clientSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds, counted from the first sign-in of a token family. */
  refreshTokenTtl: number;
  logLevel: LogLevel;
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  scryptN: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * The origin people reach Depot at (`https://depot.example.com`), for addresses that leave
   * the browser: the QR codes of asset labels. Null: the address each request came to.
   */
  publicUrl: string | null;
  /** Absolute path of the built web client; served when it exists. */
  webDist: string;
  /** Largest upload, in MiB (POST /admin/files answers 413 above it). */
  uploadMaxMb: number;
  /**
   * Seconds between the background checks (repair orders past their service level, assets
   * nearing expiry); 0 turns them off.
   */
  slaCheckSeconds: number;
  /**
   * Requests per minute per client address on the open pickup certificate calls (the
   * /assertQrCode page); 0 turns the limit off.
   */
  certificateRateLimit: number;
  /** Days before a lending's due date its borrower is reminded (notice 3). */
  lendingDueLeadDays: number;
  /** A stock reservation's term in days when reserving names none. */
  reservationDays: number;
  /** Days before a stock reservation lapses who reserved it is told (notice 53). */
  reservationLeadDays: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** apps/server, whatever the working directory. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

function wholeNumber(min: number, max: number) {
  const allowed = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, `must be ${allowed}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${allowed}`);
}

const onOff = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }))
  .transform((v) => v === 'on');

const httpOrigin = z
  .string()
  .refine((v) => {
    try {
      const url = new URL(v);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// origin without a path, like https://depot.example.com')
  .transform((v) => new URL(v).origin);

const powerOfTwo = wholeNumber(1024, 1_048_576).refine(
  (n) => (n & (n - 1)) === 0,
  'must be a power of two from 1024 to 1048576',
);

const envSchema = z.object({
  PORT: wholeNumber(1, 65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty: leave it unset for ./data').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEPOT_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  DEPOT_DEMO_PASSWORD: z
    .string()
    .min(6, 'must be at least 6 characters')
    .max(128)
    .default('Depot@2026'),
  DEPOT_CAPTCHA: onOff.default(true),
  DEPOT_DEMO_DATA: onOff.optional(),
  DEPOT_DEMO_ASSETS: wholeNumber(0, 100_000).default(2400),
  DEPOT_DEMO_MODE: onOff.default(false),
  DEPOT_PASSWORD_KEY: z
    .string()
    .refine((k) => Buffer.byteLength(k, 'utf8') === 16, 'must be exactly 16 bytes')
    .default('depot-login-key!'),
  DEPOT_DOORLOCK_KEY: z
    .string()
    .refine((k) => Buffer.byteLength(k, 'utf8') === 32, 'must be exactly 32 bytes')
    .default('depot-doorlock-dev-key-change-me'),
  DEPOT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .default('depot'),
  DEPOT_CLIENT_SECRET: z.string().min(1).max(128).default('depot'),
  DEPOT_ACCESS_TOKEN_TTL: wholeNumber(60, 31_536_000).default(43_200),
  DEPOT_REFRESH_TOKEN_TTL: wholeNumber(60, 31_536_000).default(2_592_000),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  DEPOT_RATE_LIMIT: wholeNumber(0, 1_000_000_000).default(600),
  DEPOT_SCRYPT_N: powerOfTwo.default(131_072),
  DEPOT_TRUST_PROXY: onOff.default(false),
  DEPOT_PUBLIC_URL: httpOrigin.optional(),
  DEPOT_WEB_DIST: z.string().min(1).optional(),
  DEPOT_UPLOAD_MAX_MB: wholeNumber(1, 10_240).default(20),
  DEPOT_SLA_CHECK_SECONDS: wholeNumber(0, 86_400).default(60),
  DEPOT_CERTIFICATE_RATE_LIMIT: wholeNumber(0, 100_000).default(30),
  DEPOT_LENDING_DUE_DAYS: wholeNumber(0, 365).default(3),
  DEPOT_RESERVATION_DAYS: wholeNumber(1, RESERVATION_DAYS_MAX).default(RESERVATION_DAYS_DEFAULT),
  DEPOT_RESERVATION_LEAD_DAYS: wholeNumber(0, RESERVATION_DAYS_MAX).default(
    RESERVATION_LEAD_DAYS_DEFAULT,
  ),
});

/** Values never echoed back in an error message. */
const SECRETS = new Set([
  'DATABASE_URL',
  'DEPOT_ADMIN_PASSWORD',
  'DEPOT_DEMO_PASSWORD',
  'DEPOT_PASSWORD_KEY',
  'DEPOT_DOORLOCK_KEY',
  'DEPOT_CLIENT_SECRET',
]);

/**
 * Reads and checks every setting. A bad value throws an Error naming each bad variable and
 * what it allows, so the operator can fix them all in one go.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (`PORT=`) means "not set", as in most shells' `export X=`; but an empty
  // DATA_DIR is a mistake worth stopping for (data written where nobody looks).
  const given = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value || (key === 'DATA_DIR' && value === '') ? [[key, value]] : [];
    }),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const got = SECRETS.has(key) ? '' : ` (got "${String(given[key])}")`;
      return `  ${key} ${issue.message}${got}`;
    });
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DEPOT_REFRESH_TOKEN_TTL < e.DEPOT_ACCESS_TOKEN_TTL) {
    throw new Error(
      'Invalid configuration:\n  DEPOT_REFRESH_TOKEN_TTL must not be shorter than DEPOT_ACCESS_TOKEN_TTL',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    adminPassword: e.DEPOT_ADMIN_PASSWORD ?? null,
    demoPassword: e.DEPOT_DEMO_PASSWORD,
    captcha: e.DEPOT_CAPTCHA,
    // Demo users suit a laptop try-out, not a fresh production database.
    demoData: e.DEPOT_DEMO_DATA ?? e.DATABASE_URL === undefined,
    demoAssets: e.DEPOT_DEMO_ASSETS,
    demoMode: e.DEPOT_DEMO_MODE,
    passwordKey: e.DEPOT_PASSWORD_KEY,
    doorLockKey: e.DEPOT_DOORLOCK_KEY,
    clientId: e.DEPOT_CLIENT_ID,
    clientSecret: e.DEPOT_CLIENT_SECRET,
    accessTokenTtl: e.DEPOT_ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.DEPOT_REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.DEPOT_RATE_LIMIT,
    scryptN: e.DEPOT_SCRYPT_N,
    trustProxy: e.DEPOT_TRUST_PROXY,
    publicUrl: e.DEPOT_PUBLIC_URL ?? null,
    webDist: e.DEPOT_WEB_DIST ? resolve(e.DEPOT_WEB_DIST) : resolve(serverDir, '../web/dist'),
    uploadMaxMb: e.DEPOT_UPLOAD_MAX_MB,
    slaCheckSeconds: e.DEPOT_SLA_CHECK_SECONDS,
    certificateRateLimit: e.DEPOT_CERTIFICATE_RATE_LIMIT,
    lendingDueLeadDays: e.DEPOT_LENDING_DUE_DAYS,
    reservationDays: e.DEPOT_RESERVATION_DAYS,
    reservationLeadDays: e.DEPOT_RESERVATION_LEAD_DAYS,
  };
}
