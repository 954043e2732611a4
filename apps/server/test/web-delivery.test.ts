import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, multipart, PNG, type TestContext } from './harness.ts';

// Delivery (DESIGN §9, decision 022): precompressed assets chosen by Accept-Encoding, hashed assets
// cached a year, index.html revalidated with an ETag on every SPA route, JSON compressed above 1 KB
// with brotli first, uploaded and catalogue images with an ETag and a long max-age.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
// The build writes two inline scripts into index.html: the hot page's first API calls (decision
// 079) and the route preloads (decision 070).
const EARLY = "(()=>{globalThis.__kontorEarly={};fetch('/api/trantor/flow/x',{method:'POST'})})();";
const INLINE = "(function(){var l=document.createElement('link');l.rel='modulepreload'})()";
const HTML = `<!doctype html><html lang="en"><head><title>Kontor</title>${'<meta name="x" content="y">'.repeat(60)}<script>${EARLY}</script>\n  <script>${INLINE}</script><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;

let t: TestContext;

beforeAll(async () => {
  const web = path.join(tmpdir(), `kontor-delivery-${process.pid}-${Date.now()}`);
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(path.join(web, '.vite'), { recursive: true });
  // What the build writes (apps/web/build/precompress.ts): each text file with .br and .gz beside it.
  const files: [string, string][] = [
    ['index.html', HTML],
    ['assets/index-AbC123.js', SCRIPT],
  ];
  for (const [name, body] of files) {
    await writeFile(path.join(web, name), body);
    await writeFile(path.join(web, `${name}.br`), brotliCompressSync(body));
    await writeFile(path.join(web, `${name}.gz`), gzipSync(body));
  }
  await writeFile(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(web, '.vite', 'manifest.json'), '{}');
  t = await createTestContext({ config: { webDist: web } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request('GET', url, { headers });

describe('built assets', () => {
  it('sends the brotli copy to a browser that takes brotli, gzip to one that takes only gzip, else the file', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('caches hashed assets a year, immutable', async () => {
    for (const enc of ['br', 'gzip', '']) {
      const res = await get('/assets/index-AbC123.js', enc ? { 'accept-encoding': enc } : {});
      expect(res.headers['cache-control'], enc).toBe(IMMUTABLE);
    }
  });

  it('keeps unhashed public files for a day, and the build manifest out of reach', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('index.html', () => {
  it('is revalidated every time (no-cache) and carries an ETag, on / and on every SPA route', async () => {
    for (const url of ['/', '/buyer/orders', '/buyer/order/detail/12?x=1']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HTML);
      const etag = res.headers.etag as string;
      expect(etag, url).toBeTruthy();

      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });
});

describe('JSON answers', () => {
  it('are compressed with brotli first above 1 KB, gzip when brotli is not accepted', async () => {
    const payload = [{ page: { no: 1, size: 20 } }];
    const big = await t.request('POST', '/api/trantor/flow/kontor_item_PageItemCardFlow', {
      body: payload,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(json.success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(json))).toBeGreaterThan(1024);

    const gz = await t.request('POST', '/api/trantor/flow/kontor_item_PageItemCardFlow', {
      body: payload,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);
  });

  it('are sent as they are below 1 KB', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('leave request bodies alone: a gzip body is not inflated into a call', async () => {
    const res = await t.request('POST', '/api/trantor/flow/kontor_item_PageItemCardFlow', {
      body: gzipSync(JSON.stringify([{ page: { no: 1, size: 2 } }])),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('images', () => {
  it('serves an uploaded public image with its ETag and a year, and answers 304 to that ETag', async () => {
    const cookie = await t.signIn('buyer@kontor.test');
    const body = multipart({ bytes: PNG, filename: 'a.png', type: 'image/png' });
    const file = expectOk(
      await t.request('POST', '/api/files/upload?purpose=review', {
        body: body.body,
        headers: { ...body.headers, 'accept-encoding': 'br' },
        cookie,
      }),
    );
    const res = await get(file.url, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBeUndefined();
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(file.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a catalogue picture with its ETag and a long max-age, and answers 304 to that ETag', async () => {
    const res = await get('/media/items/office-chairs/3.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<svg /);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/media/items/office-chairs/3.svg', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('inline scripts of index.html', () => {
  it("allows the build's inline scripts by their hashes, and no other inline script", async () => {
    const res = await get('/buyer/orders', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    for (const script of [EARLY, INLINE]) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
  });
});

describe('security headers (decisions 072, 078)', () => {
  /** What helmet sets with the options of buildApp, on every answer; CSP checked by its parts. */
  const FIXED: Record<string, string> = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are on every kind of answer: a call, a failed call, an unknown path, a built file, the SPA', async () => {
    const answers = {
      call: await t.call('func', 'bbc_common_PagingRegionFunc', { page: { no: 1, size: 999 } }),
      failure: await t.call('flow', 'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id: 1 }),
      unknown: await get('/api/nothing-here'),
      file: await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' }),
      spa: await get('/buyer/orders'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, res]) => [k, res.statusCode]))).toEqual({
      call: 200,
      failure: 401,
      unknown: 404,
      file: 200,
      spa: 200,
    });
    for (const [kind, res] of Object.entries(answers)) {
      for (const [name, value] of Object.entries(FIXED))
        expect(res.headers[name], `${kind} ${name}`).toBe(value);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, kind).toContain("default-src 'self'");
      expect(csp, kind).toContain("frame-ancestors 'none'");
      expect(csp, kind).toMatch(/script-src 'self' 'sha256-/);
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
    }
  });
});
