import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import { type Config, loadConfig } from '../src/platform/config.ts';
import { type Db, makeDb } from '../src/platform/db/db.ts';
import { openDb } from '../src/platform/db/index.ts';
import { createPgliteDriver } from '../src/platform/db/pglite-driver.ts';
import { SESSION_COOKIE } from '../src/platform/sessions.ts';
import type { Providers } from '../src/providers/providers.ts';
import { DB_PREFIX, databaseUrl, dropDatabase, withAdmin } from './global-setup.ts';

/**
 * Server test harness (DESIGN §8): every context is the real app on a database of its own.
 *
 *   const t = await createTestContext();            // app + fresh copy of the migrated demo database
 *   const cookie = await t.signIn('buyer@kontor.test');
 *   const res = await t.call('flow', 'kontor_item_PageItemCardFlow', { page: { no: 1, size: 5 } }, { cookie, site: 'UK' });
 *   expectOk(res); expectFailure(res, 403, 'FORBIDDEN');
 *   await t.close();                                // drops the database and the upload folder
 *
 * The copy comes from what global-setup.ts prepared: a PGlite snapshot (loaded in under a second) or,
 * with TEST_DATABASE_URL, `CREATE DATABASE … TEMPLATE` on the PostgreSQL server.
 */

export type DriverName = 'pg' | 'pglite';

export interface TestDb {
  db: Db;
  driver: DriverName;
  /** Connection string of the database (pg only): lets a test open a second, independent Db on it. */
  url?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  /** Defaults to the run's driver: pg when TEST_DATABASE_URL is set (and TEST_DB_DRIVER is not pglite). */
  driver?: DriverName;
  /** A database with nothing in it (not migrated), for migration tests. */
  empty?: boolean;
}

const info = () => inject('kontorTestDb');

export const defaultDriver = (): DriverName => info().driver;
/** Whether a PostgreSQL server is available to this run (TEST_DATABASE_URL). */
export const hasPg = (): boolean => !!info().pg;

const snapshots = new Map<string, Promise<Blob>>();

/** A fresh database of its own: a copy of the migrated demo database (or an empty one). */
export async function openTestDb(opts: DbOptions = {}): Promise<TestDb> {
  const driver = opts.driver ?? defaultDriver();
  if (driver === 'pglite') {
    const file = opts.empty ? info().pglite.empty : info().pglite.migrated;
    if (!snapshots.has(file)) snapshots.set(file, openAsBlob(file));
    const db = makeDb(await createPgliteDriver({ loadDataDir: await snapshots.get(file)! }));
    return { db, driver, close: () => db.close() };
  }
  const pg = info().pg;
  if (!pg) throw new Error('a pg test database needs TEST_DATABASE_URL');
  if (!opts.empty && !pg.template) throw new Error('no pg template in this run (TEST_DB_DRIVER=pglite)');
  const name = `${DB_PREFIX}${pg.runId}_${randomBytes(4).toString('hex')}`;
  await withAdmin(pg.adminUrl, (c) =>
    c.query(
      opts.empty
        ? `CREATE DATABASE "${name}" TEMPLATE template0`
        : `CREATE DATABASE "${name}" TEMPLATE "${pg.template}"`,
    ),
  );
  const url = databaseUrl(pg.adminUrl, name);
  const db = await openDb({ databaseUrl: url, dataDir: '' });
  return {
    db,
    driver,
    url,
    async close() {
      await db.close();
      await withAdmin(pg.adminUrl, (c) => dropDatabase(c, name));
    },
  };
}

export interface RequestOptions {
  cookie?: string;
  /** The storefront, sent as X-Site. */
  site?: string;
  headers?: Record<string, string>;
  /** Client address (the rate limits count per address). */
  remoteAddress?: string;
}

/** An injected response with its JSON body parsed. */
export type TestResponse = LightMyRequestResponse & { body: any };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  driver: DriverName;
  /** The database's connection string (pg only). */
  dbUrl?: string;
  config: Config;
  /** Signs in and returns the Cookie header value for later requests. */
  signIn(email: string, password?: string): Promise<string>;
  /** POST /api/trantor/{kind}/{name} with body `[payload]`. */
  call(kind: 'flow' | 'func', name: string, payload: unknown, opts?: RequestOptions): Promise<TestResponse>;
  /** Any other request; a body that is not a string or Buffer is sent as JSON. */
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: RequestOptions & { body?: unknown },
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface ContextOptions extends DbOptions {
  config?: Partial<Config>;
  /** Providers to use instead of those the config chooses (e.g. a PSP double that fails on cue). */
  providers?: Partial<Providers>;
  /** Runs after buildApp, before ready: register extra calls or routes for a test. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
}

/** An app on a fresh database copy, with its own upload folder; close() removes both. */
export async function createTestContext(opts: ContextOptions = {}): Promise<TestContext> {
  const testDb = await openTestDb(opts);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kontor-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      webDist: path.join(dataDir, 'no-web'),
      sweeps: false,
      loadDemo: false,
      logLevel: 'silent',
      ...opts.config,
    },
  );
  const app = await buildApp({ config, db: testDb.db, logger: false, providers: opts.providers });
  await opts.setup?.(app);
  await app.ready();

  const request: TestContext['request'] = async (
    method,
    url,
    { body, cookie, site, headers, remoteAddress } = {},
  ) => {
    const raw = typeof body === 'string' || Buffer.isBuffer(body);
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...(site ? { 'x-site': site } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: raw ? (body as string | Buffer) : JSON.stringify(body) } : {}),
    });
    return withBody(res);
  };

  return {
    app,
    db: testDb.db,
    driver: testDb.driver,
    dbUrl: testDb.url,
    config,
    request,
    call: (kind, name, payload, o) =>
      request('POST', `/api/trantor/${kind}/${name}`, { ...o, body: [payload] }),
    async signIn(email, password = DEMO_PASSWORD) {
      const res = await request('POST', '/api/user/web/login', { body: { account: email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.payload}`);
      return sessionCookie(res)!;
    },
    async close() {
      await app.close();
      await testDb.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function withBody(res: LightMyRequestResponse): TestResponse {
  let body: unknown;
  try {
    body = res.payload ? res.json() : undefined;
  } catch {
    body = undefined;
  }
  return Object.assign(res, { body });
}

/** The `kontor_sid=…` Cookie header value a response set, if any. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((k) => k.name === SESSION_COOKIE && k.value);
  return c ? `${SESSION_COOKIE}=${c.value}` : undefined;
}

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.one<{ id: number }>('SELECT id FROM app_user WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Asserts the failure envelope of DESIGN §4 with this status and code, and returns its error. */
export function expectFailure(res: TestResponse, status: number, code: string) {
  expect({ status: res.statusCode, code: res.body?.error?.code }, res.payload).toEqual({ status, code });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body).sort()).toEqual(['error', 'success']);
  expect(res.body.success).toBe(false);
  const error = res.body.error;
  expect(Object.keys(error).every((k) => ['status', 'code', 'message', 'key', 'fields'].includes(k))).toBe(
    true,
  );
  expect(error.status).toBe(status);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(typeof error.key).toBe('string');
  expect(error.key.length).toBeGreaterThan(0);
  if ('fields' in error) {
    expect(Array.isArray(error.fields)).toBe(true);
    for (const f of error.fields) expect(Object.keys(f).sort()).toEqual(['message', 'path']);
  }
  return error as {
    status: number;
    code: string;
    message: string;
    key: string;
    fields?: { path: string; message: string }[];
  };
}

/** Asserts a success envelope and returns its data. */
export function expectOk(res: TestResponse): any {
  expect(res.statusCode, res.payload).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

/** Resolves when released: lets a test hold one side of a race until the other side has acted. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A 1×1 PNG: the server checks the bytes of every upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of exactly `size` bytes: a real image followed by padding. */
export const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** A multipart/form-data body with one file, and its content-type header. */
export function multipart(file: { bytes: Buffer; filename: string; type: string; field?: string }) {
  const boundary = `----kontor${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a PNG (`PNG` unless other bytes are given) for a purpose (`review`, `after-sales`, …). */
export function uploadImage(
  t: TestContext,
  cookie: string,
  purpose: string,
  opts: { bytes?: Buffer; language?: string } = {},
): Promise<TestResponse> {
  const { body, headers } = multipart({ bytes: opts.bytes ?? PNG, filename: 'p.png', type: 'image/png' });
  return t.request('POST', `/api/files/upload?purpose=${purpose}`, {
    body,
    headers: { ...headers, ...(opts.language ? { 'accept-language': opts.language } : {}) },
    cookie,
  });
}
