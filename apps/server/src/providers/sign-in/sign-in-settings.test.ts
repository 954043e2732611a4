import { describe, expect, it } from 'vitest';
import { signInSettingsFromEnv } from './sign-in-settings.ts';

const oidc = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'client' };

describe('sign-in settings (decision 046)', () => {
  it('runs the sandbox provider by default in development', () => {
    expect(signInSettingsFromEnv({}).sandbox).toBe(true);
  });

  it('keeps the sandbox off in production and beside a real provider, unless asked for', () => {
    expect(signInSettingsFromEnv({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(signInSettingsFromEnv(oidc).sandbox).toBe(false);
    expect(signInSettingsFromEnv({ NODE_ENV: 'production', SIGN_IN_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('turns the sandbox off when told, and reads the real provider', () => {
    expect(signInSettingsFromEnv({ SIGN_IN_SANDBOX: '0' }).sandbox).toBe(false);
    expect(signInSettingsFromEnv(oidc).oidc).toMatchObject({ accountType: 'OIDC', displayName: 'OpenID' });
  });
});
