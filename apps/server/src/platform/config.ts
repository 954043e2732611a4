import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPaymentsConfig, type PaymentsConfig } from '../providers/payments/payments-config.ts';
import { type SignInSettings, signInSettingsFromEnv } from '../providers/sign-in/sign-in-settings.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server: two folders up from this file (src/platform), one up from the bundle (dist/main.js). */
export const SERVER_ROOT = path.resolve(here, path.basename(here) === 'dist' ? '..' : '../..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and uploads. */
  dataDir: string;
  /** When set, a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Name prefix of provider-specific calls (`{host}_` in the spec). */
  hostPrefix: string;
  /** Serve the built SPA from this folder when it exists. */
  webDist: string;
  /** Trust X-Forwarded-* (behind a load balancer) and mark cookies Secure. */
  trustProxy: boolean;
  secureCookies: boolean;
  sessionDays: number;
  /** Sign-ups one address may make per hour (SIGNUPS_PER_IP_HOUR, default 20). */
  signupsPerIpHour: number;
  /** Run the deadline sweeps in this process. */
  sweeps: boolean;
  sweepIntervalMs: number;
  /** Days after shipment before receipt is confirmed automatically. */
  autoConfirmDays: number;
  postponeDays: number;
  loadDemo: boolean;
  logLevel: string;
  /**
   * The address buyers reach the shop at (PUBLIC_URL, default http://localhost:{port}): the base of
   * absolute links in e-mails (decision 066).
   */
  publicUrl: string;
  /** Extra origins allowed on state-changing calls (comma-separated PUBLIC_ORIGINS). */
  publicOrigins: string[];
  /** Payment providers: the sandbox PSP's settings, retries, adapter keys (payments-config.ts). */
  payments: PaymentsConfig;
  /** Google Places key (GOOGLE_MAPS_API_KEY): place autocomplete by Google instead of our own index. */
  googleMapsApiKey?: string;
  /** Sign-in with other accounts: sandbox on/off, an OpenID Connect provider (sign-in-settings.ts). */
  signIn: SignInSettings;
  /**
   * The development mailbox `/dev/mailbox` (decision 043): lists the outbox with its codes. On by
   * default, off with DEV_MAILBOX=0 or NODE_ENV=production (unless DEV_MAILBOX=1).
   */
  devMailbox: boolean;
  /** SMTP_URL (`smtp://user:pass@host:587`): e-mails of the outbox leave by nodemailer. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender address of those e-mails. */
  mailFrom: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    hostPrefix: env.HOST_PREFIX ?? 'kontor',
    webDist: path.resolve(env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    signupsPerIpHour: Number(env.SIGNUPS_PER_IP_HOUR ?? 20),
    sweeps: env.SWEEPS !== '0',
    sweepIntervalMs: Number(env.SWEEP_INTERVAL_MS ?? 15_000),
    autoConfirmDays: Number(env.AUTO_CONFIRM_DAYS ?? 10),
    postponeDays: Number(env.POSTPONE_DAYS ?? 5),
    loadDemo: env.LOAD_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'warn',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    publicOrigins: (env.PUBLIC_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    payments: loadPaymentsConfig(env),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || undefined,
    signIn: signInSettingsFromEnv(env),
    devMailbox: env.DEV_MAILBOX
      ? env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true'
      : env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kontor <no-reply@kontor.test>',
    ...overrides,
  };
}
