import { z } from '@/lib/zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** true/false/1/0; empty or unset is the default */
const flag = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], `${name} must be true or false`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

// an HTTP field name is a "token" (RFC 9110 section 5.1): no spaces, colons or separators
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const HOUR_MS = 60 * 60_000;

/** A backup schedule as an interval in milliseconds; null is off. */
function scheduleMs(value: string): number | null {
  if (value === 'off') return null;
  const named: Record<string, number> = {
    hourly: HOUR_MS,
    daily: 24 * HOUR_MS,
    weekly: 7 * 24 * HOUR_MS,
  };
  if (named[value]) return named[value];
  const n = Number.parseInt(value, 10);
  return value.endsWith('d') ? n * 24 * HOUR_MS : n * HOUR_MS;
}

/** A bearer token of the operations endpoints: long enough not to be guessed. */
const token = (name: string) =>
  optionalString.refine(
    (v) => v === undefined || v.length >= 16,
    `${name} must be at least 16 characters`,
  );

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const url = (name: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL`);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** the address server.mjs listens on; unset, every interface */
    HOSTNAME: optionalString,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
    SITE_URL: url('SITE_URL'),
    AUTH_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      'AUTH_SECRET must be at least 32 characters',
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.refine(
      (v) => v === undefined || v.length >= 6,
      'ADMIN_PASSWORD must be at least 6 characters',
    ),
    OWNER_EMAIL: optionalString.pipe(z.email('OWNER_EMAIL must be an e-mail address').optional()),
    SMTP_URL: optionalString.refine(
      (v) => v === undefined || /^smtps?:\/\//.test(v),
      'SMTP_URL must start with smtp:// or smtps://',
    ),
    MAIL_FROM: optionalString,
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: url('S3_ENDPOINT'),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: url('S3_PUBLIC_URL'),
    /** bucket in the path rather than the host name; unset means "yes when S3_ENDPOINT is set" (MinIO and the like) */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], 'S3_FORCE_PATH_STYLE must be true or false')
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
    UPLOAD_MAX_IMAGE_MB: z.coerce
      .number()
      .positive('UPLOAD_MAX_IMAGE_MB must be a positive number')
      .default(20),
    UPLOAD_MAX_VIDEO_MB: z.coerce
      .number()
      .positive('UPLOAD_MAX_VIDEO_MB must be a positive number')
      .default(500),
    /** pixel-flood guard: larger images are refused before they are decoded */
    UPLOAD_MAX_IMAGE_PIXELS: z.coerce
      .number()
      .int()
      .positive('UPLOAD_MAX_IMAGE_PIXELS must be a positive whole number')
      .default(50_000_000),
    /** megabytes one client address may attach to requests in a day (ten times that across the site) */
    ATTACHMENTS_DAILY_MB: z.coerce
      .number('ATTACHMENTS_DAILY_MB must be a number of megabytes')
      .int('ATTACHMENTS_DAILY_MB must be a whole number of megabytes')
      .min(1, 'ATTACHMENTS_DAILY_MB must be at least 1')
      .max(100_000, 'ATTACHMENTS_DAILY_MB must be at most 100000')
      .default(200),
    /** megabytes all attached files together may take in storage; past it, new files are refused */
    ATTACHMENTS_QUOTA_MB: z.coerce
      .number('ATTACHMENTS_QUOTA_MB must be a number of megabytes')
      .int('ATTACHMENTS_QUOTA_MB must be a whole number of megabytes')
      .min(1, 'ATTACHMENTS_QUOTA_MB must be at least 1')
      .default(5120),
    /** the client-address header the operator's reverse proxy sets; unset, no header is trusted */
    TRUSTED_IP_HEADER: optionalString
      .refine(
        (v) => v === undefined || HEADER_NAME.test(v),
        'TRUSTED_IP_HEADER must be an HTTP header name such as X-Real-IP',
      )
      .transform((v) => v?.toLowerCase()),
    /** days a message held back as spam is kept before the maintenance job deletes it */
    SPAM_RETENTION_DAYS: z.coerce
      .number('SPAM_RETENTION_DAYS must be a whole number of days')
      .int('SPAM_RETENTION_DAYS must be a whole number of days')
      .min(1, 'SPAM_RETENTION_DAYS must be at least 1')
      .max(3650, 'SPAM_RETENTION_DAYS must be at most 3650')
      .default(30),
    /** every admin must turn on two-factor sign-in before the back office opens */
    REQUIRE_ADMIN_2FA: flag('REQUIRE_ADMIN_2FA', false),
    /** how often the automatic backup runs: off, hourly, daily (the default), weekly, or every N hours / days (12h, 3d) */
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .toLowerCase()
      .default('daily')
      .transform((v) => (v === '' ? 'daily' : v))
      .refine(
        (v) => ['off', 'hourly', 'daily', 'weekly'].includes(v) || /^[1-9][0-9]{0,3}[hd]$/.test(v),
        'BACKUP_SCHEDULE must be off, hourly, daily, weekly, or a number of hours or days such as 12h or 3d',
      )
      .transform(scheduleMs),
    /** how many automatic backups are kept (the oldest go first) */
    BACKUP_KEEP: z.coerce
      .number()
      .int('BACKUP_KEEP must be a whole number')
      .min(1, 'BACKUP_KEEP must be at least 1')
      .max(1000, 'BACKUP_KEEP must be at most 1000')
      .default(7),
    /** where automatic backups are written; unset, DATA_DIR/backups */
    BACKUP_DIR: optionalString,
    /** how much the server logs (src/server/log.mjs reads it before this check runs) */
    LOG_LEVEL: z
      .string()
      .trim()
      .toLowerCase()
      .default('info')
      .transform((v) => (v === '' ? 'info' : v))
      .pipe(z.enum(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)),
    /** shows the details of /healthz and /readyz to a request bearing it */
    HEALTH_TOKEN: token('HEALTH_TOKEN'),
    /** turns /metrics on, for requests bearing it */
    METRICS_TOKEN: token('METRICS_TOKEN'),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when STORAGE=s3',
      });
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_PASSWORD is required with ADMIN_EMAIL',
      });
    }
  });

export type Env = z.infer<typeof schema> & { SITE_URL: string };

/** The environment variables the configuration is read from. */
export const CONFIG_NAMES: readonly string[] = Object.keys(schema.shape);

export class ConfigError extends Error {}

/** One line per variable that does not parse, naming it (`npm run doctor` lists them all). */
export function configIssues(source: Record<string, string | undefined>): string[] {
  const result = schema.safeParse(source);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
  });
}

/** Parses a configuration source; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const detail = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${detail}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, SITE_URL: siteUrl };
}

let cached: Env | undefined;

/** The validated configuration of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
