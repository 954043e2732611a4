import { EXPORT_FILES, EXPORT_LINK_HOURS } from '@kontor/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  type TestContext,
  type TestResponse,
  userId,
} from '../../../test/harness.ts';
import { BUILD_JOB, EXPIRE_JOB } from './data-export-service.ts';

// The data export (GDPR Art. 20; decision 045): asked for, built by its job into a zip of JSON files,
// announced in the outbox, downloadable by its owner only and only until its link runs out.

let t: TestContext;
let anna: string;
let ben: string;
let annaId: number;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
  annaId = await userId(t.db, 'buyer@kontor.test');
});
afterAll(() => t?.close());

const ask = (cookie?: string) => t.request('POST', '/api/user/web/data-export', { cookie, body: {} });
const list = (cookie: string) => t.request('GET', '/api/user/web/data-export', { cookie });
const download = (id: number, cookie?: string) =>
  t.request('GET', `/api/user/web/data-export/${id}/download`, { cookie });
const build = () => t.app.sweeps.runOnce(10, [BUILD_JOB]);

function unzip(res: TestResponse): Record<string, unknown> {
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      name.endsWith('.json') ? JSON.parse(strFromU8(bytes)) : strFromU8(bytes),
    ]),
  );
}

describe('data export', () => {
  let exportId: number;

  it('is asked for, built by its job, announced in the outbox and downloaded as a zip of JSON files', async () => {
    const asked = expectOk(await ask(anna));
    expect(asked).toMatchObject({ status: 'PENDING', downloadUrl: null });
    exportId = asked.id;
    // A second request while it is prepared answers the same export.
    expect(expectOk(await ask(anna)).id).toBe(exportId);

    expect(await build()).toBeGreaterThanOrEqual(1);
    const [ready] = expectOk(await list(anna));
    expect(ready).toMatchObject({ id: exportId, status: 'READY' });
    expect(ready.downloadUrl).toBe(`/api/user/web/data-export/${exportId}/download`);
    const hours = (Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)) / 3_600_000;
    expect(hours).toBeCloseTo(EXPORT_LINK_HOURS, 1);

    const mail = await t.db.one<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox_message WHERE recipient = 'buyer@kontor.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.body).toContain(ready.downloadUrl);

    const res = await download(exportId, anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kontor-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzip(res);
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...EXPORT_FILES].sort());

    const account = files['account.json'] as Record<string, unknown>;
    expect(account.email).toBe('buyer@kontor.test');
    expect(account).not.toHaveProperty('password_hash');
    expect(JSON.stringify(files)).not.toMatch(/\$argon2/);

    const counts = await t.db.one<{ orders: number; reviews: number; reverses: number; addresses: number }>(
      `SELECT (SELECT count(*)::int FROM trade_order WHERE buyer_id = $1) AS orders,
              (SELECT count(*)::int FROM comment WHERE commentator_id = $1) AS reviews,
              (SELECT count(*)::int FROM reverse_order WHERE buyer_id = $1) AS reverses,
              (SELECT count(*)::int FROM customer_address WHERE user_id = $1) AS addresses`,
      [annaId],
    );
    const orders = files['orders.json'] as { code: string; lines: unknown[]; shippingAddress: unknown }[];
    expect(orders).toHaveLength(counts!.orders);
    expect(counts!.orders).toBeGreaterThan(0);
    expect(orders.every((o) => o.lines.length > 0)).toBe(true);
    expect(files['reviews.json']).toHaveLength(counts!.reviews);
    expect(files['after-sales.json']).toHaveLength(counts!.reverses);
    expect(files['addresses.json']).toHaveLength(counts!.addresses);
    const points = files['points.json'] as { pointBalance: number; ledger: { points: number }[] };
    const balance = await t.db.one<{ points_balance: number }>(
      'SELECT points_balance FROM member_account WHERE user_id = $1',
      [annaId],
    );
    expect(points.pointBalance).toBe(balance?.points_balance ?? 0);
    expect(points.ledger.length).toBeGreaterThan(0);
  });

  it('answers another buyer exactly like an unknown archive (404), and nobody without a session', async () => {
    const foreign = await download(exportId, ben);
    const unknown = await download(987_654_321, ben);
    expectFailure(foreign, 404, 'NOT_FOUND');
    expect(foreign.payload).toBe(unknown.payload);
    expectFailure(await download(exportId), 401, 'UNAUTHORIZED');
    expect(expectOk(await list(ben)).some((e: { id: number }) => e.id === exportId)).toBe(false);
  });

  it('stops the download when the link runs out and removes the archive', async () => {
    await t.db.query(`UPDATE deadline_job SET due_at = now() WHERE kind = $1 AND ref_id = $2`, [
      EXPIRE_JOB,
      exportId,
    ]);
    expect(await t.app.sweeps.runOnce(10, [EXPIRE_JOB])).toBe(1);
    const row = await t.db.one<{ status: string; stored_name: string | null }>(
      'SELECT status, stored_name FROM data_export WHERE id = $1',
      [exportId],
    );
    expect(row).toEqual({ status: 'EXPIRED', stored_name: null });
    expectFailure(await download(exportId, anna), 404, 'NOT_FOUND');
    const [expired] = expectOk(await list(anna));
    expect(expired).toMatchObject({ id: exportId, status: 'EXPIRED', downloadUrl: null });
  });

  it('is refused to a guest and limited to a few a day', async () => {
    const guest = (await t.request('POST', '/api/user/web/tourist', { body: {} })).cookies
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    expectFailure(await ask(guest), 401, 'UNAUTHORIZED');
    // Ben asks and each is built; the sixth of the day is refused.
    for (let i = 0; i < 5; i++) {
      expectOk(await ask(ben));
      await build();
    }
    expectFailure(await ask(ben), 429, 'RATE_LIMITED');
  });
});
