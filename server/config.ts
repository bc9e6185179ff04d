import { z } from 'zod';
import path from 'node:path';
import { defaultPublicConfig as site } from '../common/public-config-defaults';
import { releaseUrlField } from '../common/schemas/downloads';

/**
 * The only reader of process.env. Parsed once; a bad value stops the start with one line that
 * names the variable (PRODUCT.md, Configuration).
 */
const optionalUrl = z.url().optional();

/**
 * PostgreSQL connections per instance when DATABASE_POOL_SIZE is not set. Ten let 200 parallel
 * signed-in requests wait out the 3 s pool timeout; see docs/operations.md.
 */
export const DEFAULT_POOL_SIZE = 20;
const port = z.coerce.number().int().min(0).max(65535);

/** 32 bytes written as 64 hex digits or as base64 / base64url (`openssl rand -base64 32`); null otherwise. */
export function decodeLinkTokenKey(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null;
  return bytes?.length === 32 ? bytes : null;
}

/**
 * The key of invite and shared-report links outside production, where LINK_TOKEN_KEY is optional:
 * fixed, so that links made in development stay showable across restarts. Production refuses to
 * start without a key of its own (docs/decisions/006-admin-area-and-invite-links.md).
 */
const DEVELOPMENT_LINK_TOKEN_KEY = Buffer.from('6f70656e676f6c6673696d2d646576656c6f706d656e742d6b65792d30303031', 'hex');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  /** PostgreSQL connections per instance; instances × this must stay below the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(DEFAULT_POOL_SIZE),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** How often the mail sender looks for mail to send, and the first retry delay after a failure (it doubles up to 10 minutes). */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** CSV imports (previews included) per account in 10 minutes. */
  RATE_LIMIT_IMPORT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Prefix of the rate-limit counters in Redis: instances that share a limit share it; others (staging, tests) pick their own. */
  RATE_LIMIT_NAMESPACE: z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dashes or underscores').default('ogs-rl:'),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').optional(),
  SITE_NAME: z.string().min(1).max(60).default(site.siteName),
  HELP_URL: z.url().default(site.helpUrl),
  SUPPORT_URL: z.url().default(site.supportUrl),
  TERMS_URL: z.url().default(site.termsUrl),
  PRIVACY_URL: z.url().default(site.privacyUrl),
  QUICK_START_URL: z.url().default(site.quickStartUrl),
  APP_STORE_URL: z.url().default(site.appStoreUrl),
  PLAY_STORE_URL: z.url().default(site.playStoreUrl),
  COMMUNITY_URL: z.url().default(site.communityUrl),
  DESKTOP_DOWNLOAD_URL: z.url().default('https://downloads.opengolfsim.com/OpenGolfSim-Setup-0.1.0.exe'),
  DESKTOP_VERSION: z.string().regex(/^\d+\.\d+\.\d+([-.][0-9A-Za-z.]+)?$/, 'must be a version like 1.2.3').default('0.1.0'),
  TRUST_PROXY: z.string().optional(),
  /** Seals the tokens of invite and shared-report links, so that the admin and the owner can copy them again (only their hash finds them). */
  LINK_TOKEN_KEY: z
    .string()
    .refine((value) => decodeLinkTokenKey(value) !== null, 'must be 32 random bytes in base64 or hex (openssl rand -base64 32)')
    .optional(),
  /** Prometheus metrics on a port of their own; off unless set. */
  METRICS_PORT: port.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Swing clips live in an S3-compatible store when a bucket is named, else as files under DATA_DIR. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes').optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where ffprobe and ffmpeg are looked for (Debian's ffmpeg package puts them in /usr/bin). */
  PATH: z.string().default('/usr/local/bin:/usr/bin:/bin'),
  /** Clips' background work (probing, posters, removals) looks for due jobs this often (ms). */
  CLIP_JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** ffprobe and ffmpeg may take this long on one clip (ms) before they are stopped and the job is tried again later. */
  CLIP_TOOL_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Where the built web app lives; the browser suite builds into its own folder. */
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: Env) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    // Whether PUBLIC_URL was set, or publicUrl is the localhost default.
    publicUrlGiven: env.PUBLIC_URL !== undefined,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    mailPollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    mailRetryBaseMs: env.MAIL_RETRY_BASE_MS,
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: env.RECAPTCHA_SITE_KEY,
            secretKey: env.RECAPTCHA_SECRET_KEY,
            minScore: env.RECAPTCHA_MIN_SCORE,
            verifyUrl: env.RECAPTCHA_VERIFY_URL,
          }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE ?? null }
        : null,
    rateLimitAuth: env.RATE_LIMIT_AUTH,
    rateLimitImport: env.RATE_LIMIT_IMPORT,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    linkTokenKey: (env.LINK_TOKEN_KEY && decodeLinkTokenKey(env.LINK_TOKEN_KEY)) || DEVELOPMENT_LINK_TOKEN_KEY,
    logLevel: env.LOG_LEVEL,
    metricsPort: env.METRICS_PORT ?? null,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    site: {
      siteName: env.SITE_NAME,
      publicUrl,
      helpUrl: env.HELP_URL,
      supportUrl: env.SUPPORT_URL,
      termsUrl: env.TERMS_URL,
      privacyUrl: env.PRIVACY_URL,
      quickStartUrl: env.QUICK_START_URL,
      appStoreUrl: env.APP_STORE_URL,
      playStoreUrl: env.PLAY_STORE_URL,
      communityUrl: env.COMMUNITY_URL,
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? env.RECAPTCHA_SITE_KEY : null,
    },
    desktopRelease: { url: env.DESKTOP_DOWNLOAD_URL, version: env.DESKTOP_VERSION },
    clips: {
      /** Files under DATA_DIR/clips, or the S3-compatible store. */
      directory: path.join(path.resolve(env.DATA_DIR), 'clips'),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? null,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
          }
        : null,
      jobsPollIntervalMs: env.CLIP_JOBS_POLL_INTERVAL_MS,
      /** ffprobe and ffmpeg: where they are found, and how long one run on a clip may take. */
      tools: { searchPath: env.PATH, timeLimitMs: env.CLIP_TOOL_TIME_LIMIT_MS },
    },
  };
}

/** `TRUST_PROXY` is off unless set: a number of hops, `true`, or a list of addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const missing = [
      !env.PUBLIC_URL && 'PUBLIC_URL',
      !env.DATABASE_URL && 'DATABASE_URL',
      !env.SMTP_URL && 'SMTP_URL',
      !env.STRIPE_SECRET_KEY && 'STRIPE_SECRET_KEY',
      !env.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
      !env.LINK_TOKEN_KEY && 'LINK_TOKEN_KEY',
    ].filter(Boolean);
    if (missing.length) throw new ConfigError(`Invalid configuration: ${missing[0]} is required in production`);
  }
  // The placeholder release is offered on Downloads like a published one: the same address rules.
  const release = releaseUrlField({ allowHttp: env.NODE_ENV === 'development' }).safeParse(env.DESKTOP_DOWNLOAD_URL);
  if (!release.success) throw new ConfigError(`Invalid configuration: DESKTOP_DOWNLOAD_URL ${release.error.issues[0].message}`);
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      `Invalid configuration: ${env.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY'} is required when the other reCAPTCHA key is set`,
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      `Invalid configuration: ${env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is required when the other Stripe key is set`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      `Invalid configuration: ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is required when the other S3 key is set`,
    );
  }
  return buildConfig(env);
}
