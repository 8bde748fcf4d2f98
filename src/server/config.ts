import { isIP } from 'node:net';
import { z } from 'zod';
import { FEATURE_NAMES, parseFeatures, type FeatureName } from '../shared/features';
import { blankToUndefined, isValidPassword } from '../shared/schemas/common.schema';
import { isCommonPassword } from './features/auth/common-passwords';
import { DEFAULT_LISTEN } from './lib/listen-address';

/** `someone@example.com` or `Name <someone@example.com>`: what a From header of the app's e-mails may be. */
function isMailbox(from: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? (from.includes('<') ? '' : from);
  return z.email().safeParse(address.trim()).success;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value);

/**
 * A whole number from `min` to `max` as a variable gives it: digits only (`1e3` and `0x10` are no port),
 * and a variable set but empty (a compose file's `${PORT}`) is as good as unset.
 */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    trimmed,
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .optional(),
  );
}

const ConfigSchema = z
  .object({
    PORT: wholeNumber(0, 65535).transform((port) => port ?? DEFAULT_LISTEN.port),
    HOST: z.string().min(1).default(DEFAULT_LISTEN.host),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_EMAIL: z.preprocess(trimmed, z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isValidPassword, 'must be 8 to 128 characters with an uppercase letter, a lowercase letter and a digit')
        .refine((password) => !isCommonPassword(password), 'is one of the most common passwords: choose another')
        .optional(),
    ),
    GAME_TIMEZONE: z
      .string()
      .default('UTC')
      .refine(isValidTimeZone, 'must be an IANA time zone such as UTC or Europe/Madrid'),
    TTS_PROVIDER: z.enum(['espeak', 'google']).default('espeak'),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((from) => isMailbox(from), 'must be an e-mail address, or a name and one in <>')
        .default('Spelldown <no-reply@spelldown.local>'),
    ),
    // The base of the links in e-mails: a browser must be able to open it.
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' }).optional(),
    ),
    FEATURES: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const { features, unknown } = parseFeatures(raw);
        if (unknown.length === 0) return features;
        ctx.addIssue({ code: 'custom', message: `must be a comma list of ${FEATURE_NAMES.join(', ')}` });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000).transform((limit) => limit ?? 10),
    TRUST_PROXY: z.preprocess(
      trimmed,
      z
        .string()
        .optional()
        .transform((raw, ctx) => {
          const trust = parseTrustProxy(raw);
          if (trust === null) {
            ctx.addIssue({
              code: 'custom',
              message:
                'must be a hop count (such as 1) or a comma list of proxy addresses or CIDRs (such as 10.0.0.0/8)',
            });
            return z.NEVER;
          }
          return trust;
        }),
    ),
    METRICS: z.preprocess(trimmed, z.enum(['0', '1'], 'must be 1 (on) or 0 (off)').default('0')),
    METRICS_PORT: wholeNumber(1, 65535),
    METRICS_HOST: z.preprocess(trimmed, z.string().default('127.0.0.1')),
    NODE_ENV: z.string().default('production'),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS === '1', {
    message: 'serves metrics only with METRICS=1',
    path: ['METRICS_PORT'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    message: 'must differ from PORT',
    path: ['METRICS_PORT'],
  });

/** Names proxy-addr knows for the loopback, link-local and private ranges. */
const TRUST_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: undefined trusts nothing, a number that many hops,
 * a list the proxies at those addresses. Answers null for a value that is neither.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  if (raw === undefined) return undefined;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= 64 ? (hops === 0 ? undefined : hops) : null;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  gameTimeZone: string;
  ttsProvider: 'espeak' | 'google';
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  features: FeatureName[];
  logLevel: string;
  rateLimitPerMinute: number;
  /** Undefined: no proxy is trusted; a number: that many hops; a list: proxies at those addresses. */
  trustProxy: TrustProxy;
  /** Prometheus metrics: off, at /metrics on the app's port, or on a port of their own. */
  metrics: { port: number; host: string } | 'app-port' | undefined;
  isProduction: boolean;
}

export type TrustProxy = number | string[] | undefined;

export class ConfigError extends Error {}

/** Parses the environment once; the first problem becomes one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    gameTimeZone: e.GAME_TIMEZONE,
    ttsProvider: e.TTS_PROVIDER,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    features: e.FEATURES,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    metrics:
      e.METRICS !== '1'
        ? undefined
        : e.METRICS_PORT === undefined
          ? 'app-port'
          : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    isProduction: e.NODE_ENV === 'production',
  };
}
