/**
 * What a card provider's browser side needs beyond our own origin (its script, its field frames,
 * its API), as the provider documents it. Added to the app's CSP only when that provider takes
 * cards on this instance (decision 030); the embedded sandbox needs nothing: it is our origin.
 */
export interface CspSources {
  script: string[];
  frame: string[];
  connect: string[];
}

const SOURCES: Record<string, CspSources> = {
  // https://docs.stripe.com/security/guide#content-security-policy
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
};

export function cardProviderCsp(provider: string): CspSources {
  return SOURCES[provider] ?? { script: [], frame: [], connect: [] };
}
