import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, type TestContext } from './harness.ts';

let t: TestContext;

beforeAll(async () => {
  const web = path.join(tmpdir(), `kontor-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Kontor</title><div id="root"></div>');
  await writeFile(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestContext({ config: { webDist: web } });
});
afterAll(() => t?.close());

describe('serving the single-page app', () => {
  it('answers every app route with index.html, and assets with their type', async () => {
    for (const url of ['/', '/buyer/orders', '/buyer/order/detail/12?x=1', '/login']) {
      const res = await t.request('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.payload).toContain('<div id="root">');
    }
    const js = await t.request('GET', '/assets/app-1.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing file or API path with the 404 envelope, never the page', async () => {
    for (const url of ['/assets/gone-2.js', '/favicon-missing.svg', '/api/nothing/here']) {
      expectFailure(await t.request('GET', url), 404, 'NOT_FOUND');
    }
  });
});
