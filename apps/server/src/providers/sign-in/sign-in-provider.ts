/**
 * Sign-in with another account (DESIGN §1, decision 046): an OAuth 2 / OpenID Connect authorization
 * code round trip with PKCE, state and nonce. Our side (features/account-security) keeps the state and
 * decides what the identity means; a provider only builds the address the browser goes to and turns
 * the browser's return into a checked identity.
 */

/** Who the provider says the person is. `subject` is stable per provider and person. */
export interface SignInIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface AuthorizationRequest {
  /** Our callback, absolute; the provider sends the browser back to it. */
  redirectUri: string;
  state: string;
  nonce: string;
  /** S256 PKCE challenge of the verifier we keep. */
  codeChallenge: string;
}

export interface AuthorizationReturn {
  /** The URL the browser came back to (our redirect URI with the provider's parameters). */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person said no at the provider (`error=access_denied`). */
export class SignInDenied extends Error {}

export interface SignInProvider {
  /** The spec's `thirdAccountType`: `SANDBOX`, or the configured code of a real provider. */
  readonly accountType: string;
  /** Shown as "Sign in with …". */
  readonly displayName: string;
  readonly sandbox: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Exchanges the code and checks state, nonce and the ID token; throws SignInDenied or an error. */
  finish(back: AuthorizationReturn): Promise<SignInIdentity>;
}

/** The embedded sandbox provider's authorization server (sandbox-sign-in.ts). */
export interface SandboxConsent {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  email: string;
  name: string;
}

export interface SandboxIdp {
  /** Issues a code for the consent (single use, ten minutes). */
  issueCode(consent: SandboxConsent): Promise<string>;
  /** Redeems a code as the token endpoint does: client, redirect URI and PKCE verifier must match. */
  redeem(
    code: string,
    p: { clientId: string; redirectUri: string; codeVerifier: string },
  ): Promise<{
    nonce: string;
    identity: SignInIdentity;
  } | null>;
}

export interface SignInProviders {
  readonly list: readonly SignInProvider[];
  byType(accountType: string): SignInProvider | undefined;
  /** The embedded sandbox provider's server side, when it runs (its pages are registered from it). */
  readonly sandboxIdp?: SandboxIdp;
}

export function signInProviders(list: SignInProvider[], sandboxIdp?: SandboxIdp): SignInProviders {
  return { list, sandboxIdp, byType: (type) => list.find((p) => p.accountType === type) };
}
