import { z } from 'zod';
import { textInput } from '../input-fields.ts';

/**
 * A third-party account type (spec §7 `thirdAccountType`): the code of a configured sign-in provider,
 * `SANDBOX` for the embedded one, the configured code (e.g. `GOOGLE`) for a real one (decision 046).
 */
export const THIRD_ACCOUNT_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{1,31}$/;
export const thirdAccountTypeSchema = textInput(32, { required: 'thirdParty.type.invalid' }).regex(
  THIRD_ACCOUNT_TYPE_PATTERN,
  'thirdParty.type.invalid',
);

/** POST /api/user/web/third-part/unbind */
export const unbindThirdPartySchema = z.object({ thirdAccountType: thirdAccountTypeSchema });

/** What a sign-in through a provider is for: signing in (or up), or binding to the signed-in account. */
export const THIRD_PARTY_INTENTS = ['LOGIN', 'BIND'] as const;
export type ThirdPartyIntent = (typeof THIRD_PARTY_INTENTS)[number];

/** GET /api/user/web/third-part/authorize?thirdAccountType&intent&redirect: starts the provider round trip. */
export const thirdPartyAuthorizeQuerySchema = z.object({
  thirdAccountType: thirdAccountTypeSchema,
  intent: z.enum(THIRD_PARTY_INTENTS, { error: 'thirdParty.intent.invalid' }).default('LOGIN'),
  redirect: textInput(500).optional(),
});

/** Why a round trip came back without signing in or binding (shown on the login or security page). */
export const THIRD_PARTY_OUTCOMES = [
  'bound',
  'denied',
  'expired',
  'failed',
  'takenByOther',
  'alreadyBound',
  'emailTaken',
  'signInRequired',
] as const;
export type ThirdPartyOutcome = (typeof THIRD_PARTY_OUTCOMES)[number];
