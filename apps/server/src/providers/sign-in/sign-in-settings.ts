/**
 * Which sign-in providers run (decision 046), from the environment. No SDK is imported here.
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET — a real OpenID Connect provider (openid-client)
 *   OIDC_ACCOUNT_TYPE (default OIDC) — its `thirdAccountType` code, e.g. GOOGLE
 *   OIDC_DISPLAY_NAME (default "OpenID") — the name on its button
 *   SIGN_IN_SANDBOX — 1/0: the embedded sandbox provider; on unless a real provider is configured or
 *   NODE_ENV is production (anyone could sign in as a made-up identity there)
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accountType: string;
  displayName: string;
}

export interface SignInSettings {
  sandbox: boolean;
  oidc?: OidcSettings;
}

export function signInSettingsFromEnv(env: NodeJS.ProcessEnv): SignInSettings {
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
          accountType: (env.OIDC_ACCOUNT_TYPE || 'OIDC').toUpperCase(),
          displayName: env.OIDC_DISPLAY_NAME || 'OpenID',
        }
      : undefined;
  const flag = env.SIGN_IN_SANDBOX;
  const sandbox =
    flag === undefined || flag === ''
      ? !oidc && env.NODE_ENV !== 'production'
      : flag === '1' || flag === 'true';
  return { sandbox, oidc };
}
