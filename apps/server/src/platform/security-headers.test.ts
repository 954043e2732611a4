import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordedHeaders } from './security-headers.ts';

describe('recordedHeaders', () => {
  it("records helmet's headers, names in lower case", () => {
    const headers = recordedHeaders(helmet({ crossOriginEmbedderPolicy: false }));
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(Object.keys(headers)).toHaveLength(12);
  });

  it('refuses a middleware whose headers could depend on the request', () => {
    expect(() => recordedHeaders((_req, _res, next) => setTimeout(next, 0))).toThrow(/at once/);
    expect(() => recordedHeaders((_req, _res, next) => next(new Error('nonce needed')))).toThrow(/nonce/);
    const removing = (_req: unknown, res: { removeHeader(n: string): void }, next: () => void) => {
      res.removeHeader('Vary');
      next();
    };
    expect(() => recordedHeaders(removing as never)).toThrow(/Vary/);
    const listing = (_req: unknown, res: { setHeader(n: string, v: string[]): void }, next: () => void) => {
      res.setHeader('Link', ['a', 'b']);
      next();
    };
    expect(() => recordedHeaders(listing as never)).toThrow(/Link/);
  });
});
