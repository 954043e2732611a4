import { z } from 'zod';
import { isoTimeSchema } from '../wire-schemas.ts';

/** One configured sign-in provider (GET /api/user/web/third-part/providers). */
export const thirdPartyProviderSchema = z.strictObject({
  thirdAccountType: z.string(),
  /** The provider's own name, shown as "Sign in with …". */
  displayName: z.string(),
  sandbox: z.boolean(),
});
export const thirdPartyProvidersResponseSchema = z.array(thirdPartyProviderSchema);
export type ThirdPartyProvider = z.infer<typeof thirdPartyProviderSchema>;

/** GET /api/user/web/third-part/list-bound: the caller's bound accounts. */
export const boundThirdPartySchema = z.strictObject({
  thirdAccountType: z.string(),
  displayName: z.string(),
  /** What the provider calls the account (its e-mail or name), for recognising it. */
  accountLabel: z.string(),
  boundAt: isoTimeSchema,
});
export const listBoundResponseSchema = z.array(boundThirdPartySchema);
export type BoundThirdParty = z.infer<typeof boundThirdPartySchema>;
