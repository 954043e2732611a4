import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/index.ts';
import { type SandboxIdp, SignInDenied, type SignInProvider } from './sign-in-provider.ts';

/**
 * The embedded sandbox sign-in provider (decision 046): an OAuth 2 authorization server of its own,
 * served by our process under /sandbox-idp (sandbox-idp-routes.ts), with a consent page where the
 * person makes up the identity they sign in as. Codes live ten minutes, are used once, and are bound
 * to the client, the redirect URI, the PKCE challenge and the nonce, as a real provider's are.
 */

export const SANDBOX_ACCOUNT_TYPE = 'SANDBOX';
export const SANDBOX_CLIENT_ID = 'kontor';
export const SANDBOX_CALLBACK_PATH = `/api/user/web/third-part/callback/${SANDBOX_ACCOUNT_TYPE}`;
const CODE_MINUTES = 10;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** The sandbox identity of an e-mail address: the same address is the same person every time. */
export const sandboxSubject = (email: string) => `sbx-${sha256(email.trim().toLowerCase()).slice(0, 32)}`;

export function sandboxIdp(db: Db): SandboxIdp {
  return {
    async issueCode(c) {
      const code = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO sandbox_idp_code (code_hash, client_id, redirect_uri, code_challenge, nonce, subject, email, name, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))`,
        [
          sha256(code),
          c.clientId,
          c.redirectUri,
          c.codeChallenge,
          c.nonce,
          sandboxSubject(c.email),
          c.email.trim(),
          c.name.trim(),
          CODE_MINUTES,
        ],
      );
      return code;
    },
    async redeem(code, p) {
      const row = await db.one<{
        client_id: string;
        redirect_uri: string;
        code_challenge: string;
        nonce: string;
        subject: string;
        email: string;
        name: string;
      }>(
        `UPDATE sandbox_idp_code SET used_at = now()
          WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING client_id, redirect_uri, code_challenge, nonce, subject, email, name`,
        [sha256(code)],
      );
      if (!row || row.client_id !== p.clientId || row.redirect_uri !== p.redirectUri) return null;
      if (sha256(p.codeVerifier) !== row.code_challenge) return null;
      return {
        nonce: row.nonce,
        identity: { subject: row.subject, email: row.email, emailVerified: true, name: row.name || null },
      };
    },
  };
}

/** Our side of the sandbox provider: the same round trip a real provider makes, in-process for the code. */
export function sandboxSignIn(idp: SandboxIdp): SignInProvider {
  return {
    accountType: SANDBOX_ACCOUNT_TYPE,
    displayName: 'Kontor Sandbox ID',
    sandbox: true,
    async authorizationUrl(r) {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: r.redirectUri,
        scope: 'openid email profile',
        state: r.state,
        nonce: r.nonce,
        code_challenge: r.codeChallenge,
        code_challenge_method: 'S256',
      });
      return `/sandbox-idp/authorize?${q}`;
    },
    async finish(back) {
      const params = back.callbackUrl.searchParams;
      if (params.get('state') !== back.state) throw new Error('sandbox sign-in: state does not match');
      if (params.get('error')) throw new SignInDenied(params.get('error') ?? 'access_denied');
      const code = params.get('code');
      if (!code) throw new Error('sandbox sign-in: no code');
      const redirectUri = `${back.callbackUrl.origin}${back.callbackUrl.pathname}`;
      const redeemed = await idp.redeem(code, {
        clientId: SANDBOX_CLIENT_ID,
        redirectUri,
        codeVerifier: back.codeVerifier,
      });
      if (!redeemed) throw new Error('sandbox sign-in: code refused');
      if (redeemed.nonce !== back.nonce) throw new Error('sandbox sign-in: nonce does not match');
      return redeemed.identity;
    },
  };
}
