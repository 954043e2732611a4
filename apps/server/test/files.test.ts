import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  expectFailure,
  expectOk,
  multipart,
  PNG,
  pngOfSize,
  type TestContext,
  userId,
} from './harness.ts';

// Uploads (DESIGN §7, decision 004): type from the bytes, caps per purpose, server-made names, nosniff.

const MiB = 1024 * 1024;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describe('uploads', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext();
    cookie = await t.signIn('buyer@kontor.test');
  });
  afterAll(() => t?.close());

  const upload = (
    purpose: string,
    file: { bytes: Buffer; filename: string; type: string; field?: string },
    as: string | null = cookie,
  ) =>
    t.request('POST', `/api/files/upload?purpose=${purpose}`, {
      ...multipart(file),
      cookie: as ?? undefined,
    });

  it('refuses an upload without a session with 401', async () => {
    const res = await upload('review', { bytes: PNG, filename: 'a.png', type: 'image/png' }, null);
    expectFailure(res, 401, 'UNAUTHORIZED');
  });

  it('stores a PNG under a server-made name and serves it back with nosniff', async () => {
    const res = await upload('review', { bytes: PNG, filename: 'photo.png', type: 'image/png' });
    const file = expectOk(res);
    expect(file).toEqual({
      url: expect.stringMatching(/^\/files\/[A-Za-z0-9_-]+\.png$/),
      name: 'photo.png',
      size: PNG.length,
      type: 'image/png',
    });

    const got = await t.request('GET', file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const row = await t.db.one('SELECT owner_user_id, purpose FROM stored_file WHERE stored_name = $1', [
      file.url.replace('/files/', ''),
    ]);
    expect(row).toEqual({ owner_user_id: await userId(t.db, 'buyer@kontor.test'), purpose: 'review' });
  });

  it('keeps path characters out of the name it reports', async () => {
    const file = expectOk(
      await upload('review', { bytes: PNG, filename: '../../etc/x.png', type: 'image/png' }),
    );
    expect(file.name).not.toContain('/');
    expect(file.url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
  });

  it('takes the type from the bytes: HTML named .jpg is refused with 415', async () => {
    const res = await upload('review', { bytes: HTML, filename: 'cat.jpg', type: 'image/jpeg' });
    expect(expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE').fields).toEqual([
      { path: 'file', message: expect.any(String) },
    ]);
    const stored = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM stored_file WHERE original_name = 'cat.jpg'",
    );
    expect(stored!.n).toBe(0);
  });

  it('holds each purpose to its size cap (after-sales 1 MiB, avatar 2 MiB)', async () => {
    const at = (size: number) => ({ bytes: pngOfSize(size), filename: 'big.png', type: 'image/png' });
    expectOk(await upload('after-sales', at(MiB)));
    expectFailure(await upload('after-sales', at(MiB + 1)), 413, 'PAYLOAD_TOO_LARGE');
    expectFailure(await upload('after-sales', at(1.5 * MiB)), 413, 'PAYLOAD_TOO_LARGE');
    // Uploads are not bound by the 1 MiB limit of JSON bodies, only by their purpose's cap.
    expect(expectOk(await upload('avatar', at(1.5 * MiB))).size).toBe(1.5 * MiB);
    expectFailure(await upload('avatar', at(2 * MiB + 1)), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('takes a PDF for billing and refuses an image there', async () => {
    const pdf = expectOk(
      await upload('billing', { bytes: PDF, filename: 'invoice.pdf', type: 'application/pdf' }),
    );
    expect(pdf).toMatchObject({ type: 'application/pdf', size: PDF.length });
    const got = await t.request('GET', pdf.url);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const png = await upload('billing', { bytes: PNG, filename: 'invoice.pdf', type: 'application/pdf' });
    expectFailure(png, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes only images where images are asked', async () => {
    const res = await upload('review', { bytes: PDF, filename: 'r.png', type: 'image/png' });
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an unknown purpose with 400', async () => {
    const res = await upload('passport', { bytes: PNG, filename: 'a.png', type: 'image/png' });
    expectFailure(res, 400, 'INVALID_DATA');
  });

  it('refuses a body that is not multipart, and a part not named file', async () => {
    const json = await t.request('POST', '/api/files/upload?purpose=review', { body: { file: 'x' }, cookie });
    expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const other = await upload('review', {
      bytes: PNG,
      filename: 'a.png',
      type: 'image/png',
      field: 'image',
    });
    expect(expectFailure(other, 400, 'INVALID_DATA').fields).toEqual([
      { path: 'file', message: expect.any(String) },
    ]);
  });

  it('answers 404 for a file that is not there', async () => {
    expectFailure(await t.request('GET', '/files/AAAAAAAAAAAAAAAAAAAAAA.png'), 404, 'NOT_FOUND');
    expectFailure(await t.request('GET', '/files/..%2F..%2Fpackage.json'), 404, 'NOT_FOUND');
  });
});
