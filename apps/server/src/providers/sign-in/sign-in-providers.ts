import type { Db } from '../../platform/db/index.ts';
import { sandboxIdp, sandboxSignIn } from './sandbox-sign-in.ts';
import { type SignInProvider, type SignInProviders, signInProviders } from './sign-in-provider.ts';
import type { SignInSettings } from './sign-in-settings.ts';

/**
 * The sign-in providers the settings choose (decision 046): the embedded sandbox, and a real OpenID
 * Connect provider whose library (`openid-client`) is imported only when it is configured.
 */
export async function createSignInProviders(db: Db, settings: SignInSettings): Promise<SignInProviders> {
  const list: SignInProvider[] = [];
  const idp = settings.sandbox ? sandboxIdp(db) : undefined;
  if (idp) list.push(sandboxSignIn(idp));
  if (settings.oidc) {
    const { oidcSignIn } = await import('./oidc-sign-in.ts');
    list.push(oidcSignIn(settings.oidc));
  }
  return signInProviders(list, idp);
}
