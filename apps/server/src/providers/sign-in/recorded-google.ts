import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { expectRequest, type RecordedHost, recordedHost } from '../payments/recorded-http.ts';
import discovery from './recordings/openid-configuration.json' with { type: 'json' };
import tokenError from './recordings/token-error.json' with { type: 'json' };
import tokenResponse from './recordings/token-response.json' with { type: 'json' };

/**
 * Google's side of the OpenID Connect round trip (decision 046), from its recorded discovery document
 * and token answers (`recordings/`): the discovery document, the signing keys, the person's consent
 * (`consent()` stands for the browser at Google) and the token endpoint, which checks what Google
 * checks — the client's secret, the code (once), the redirect URI and the PKCE verifier — and signs an
 * ID token with a test key.
 */

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

export interface GooglePerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface RecordedGoogle {
  readonly hosts: RecordedHost[];
  /** The person allows at Google: the code Google sends back to the redirect URI. */
  consent(authorizationUrl: string, person: GooglePerson, overrides?: { nonce?: string }): string;
  violations(): string[];
  close(): void;
}

export function recordedGoogle(client: { clientId: string; clientSecret: string }): RecordedGoogle {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'recorded-test-key-1';
  const codes = new Map<
    string,
    { person: GooglePerson; nonce: string; challenge: string; redirectUri: string; used: boolean }
  >();

  const accounts = recordedHost('https://accounts.google.com');
  const oauth2 = recordedHost('https://oauth2.googleapis.com');
  const keys = recordedHost('https://www.googleapis.com');

  accounts.on('GET', /^\/\.well-known\/openid-configuration$/, () => [200, discovery]);
  keys.on('GET', /^\/oauth2\/v3\/certs$/, () => [
    200,
    { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
  ]);
  oauth2.on('POST', /^\/token$/, (req) => {
    const form = new URLSearchParams(req.text);
    const basic = req.headers.get('authorization');
    const secret = basic
      ? Buffer.from(basic.replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent)[1]
      : form.get('client_secret');
    const id = basic
      ? Buffer.from(basic.replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent)[0]
      : form.get('client_id');
    expectRequest(oauth2, id === client.clientId && secret === client.clientSecret, 'client authentication');
    expectRequest(oauth2, form.get('grant_type') === 'authorization_code', 'grant_type');
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used) return [400, tokenError];
    code.used = true;
    expectRequest(oauth2, form.get('redirect_uri') === code.redirectUri, 'redirect_uri as authorized');
    const verifier = form.get('code_verifier') ?? '';
    expectRequest(
      oauth2,
      createHash('sha256').update(verifier).digest('base64url') === code.challenge,
      'PKCE verifier',
    );
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const payload = b64url(
      JSON.stringify({
        iss: discovery.issuer,
        azp: client.clientId,
        aud: client.clientId,
        iat: now,
        exp: now + 3600,
        nonce: code.nonce,
        ...code.person,
      }),
    );
    const signature = b64url(sign('sha256', Buffer.from(`${header}.${payload}`), privateKey));
    return [200, { ...tokenResponse, id_token: `${header}.${payload}.${signature}` }];
  });

  const hosts = [accounts, oauth2, keys];
  return {
    hosts,
    consent(authorizationUrl, person, overrides = {}) {
      const url = new URL(authorizationUrl);
      const p = url.searchParams;
      expectRequest(accounts, url.origin + url.pathname === discovery.authorization_endpoint, 'endpoint');
      expectRequest(accounts, p.get('client_id') === client.clientId, 'client_id');
      expectRequest(accounts, p.get('response_type') === 'code', 'response_type');
      expectRequest(accounts, p.get('code_challenge_method') === 'S256', 'PKCE S256');
      expectRequest(accounts, (p.get('scope') ?? '').split(' ').includes('openid'), 'scope openid');
      const code = `4/0A${randomBytes(24).toString('base64url')}`;
      codes.set(code, {
        person,
        nonce: overrides.nonce ?? p.get('nonce') ?? '',
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
        used: false,
      });
      const back = new URL(p.get('redirect_uri')!);
      back.searchParams.set('state', p.get('state') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('scope', 'email profile openid');
      back.searchParams.set('authuser', '0');
      back.searchParams.set('prompt', 'consent');
      return back.toString();
    },
    violations: () => hosts.flatMap((h) => h.violations),
    close() {
      for (const h of hosts) h.close();
    },
  };
}
