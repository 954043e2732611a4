import * as client from 'openid-client';
import { SignInDenied, type SignInIdentity, type SignInProvider } from './sign-in-provider.ts';
import type { OidcSettings } from './sign-in-settings.ts';

/**
 * A real OpenID Connect provider through `openid-client` (decision 046): discovery on first use (not
 * at start), authorization code flow with PKCE (S256), state and nonce; the ID token's signature,
 * issuer, audience, expiry and nonce are checked by the library. Tests serve it recorded answers
 * (nock intercepts the library's fetch).
 */
export function oidcSignIn(settings: OidcSettings): SignInProvider {
  let configuration: Promise<client.Configuration> | undefined;
  const config = () => {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret || undefined)
      .catch((error) => {
        configuration = undefined; // a provider that was down is asked again next time
        throw error;
      });
    return configuration;
  };

  return {
    accountType: settings.accountType,
    displayName: settings.displayName,
    sandbox: false,
    async authorizationUrl(r) {
      return client
        .buildAuthorizationUrl(await config(), {
          redirect_uri: r.redirectUri,
          scope: 'openid email profile',
          code_challenge: r.codeChallenge,
          code_challenge_method: 'S256',
          state: r.state,
          nonce: r.nonce,
        })
        .toString();
    },
    async finish(back): Promise<SignInIdentity> {
      const error = back.callbackUrl.searchParams.get('error');
      if (error === 'access_denied') throw new SignInDenied(error);
      const tokens = await client.authorizationCodeGrant(await config(), back.callbackUrl, {
        pkceCodeVerifier: back.codeVerifier,
        expectedState: back.state,
        expectedNonce: back.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('oidc sign-in: no ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        name: text(claims.name) ?? text(claims.preferred_username),
      };
    },
  };
}
