import { z } from 'zod';
import { idOutSchema } from '../wire-schemas.ts';
import { CARD_STATUSES } from './card-status.ts';

/** Response schemas of the saved-card calls (decision 013, decision 030). */

/** customer_CreateCardFlow: the card's id and `extra`, a JSON text holding the setup's `clientSecret`. */
export const createdCardResponseSchema = z.strictObject({
  id: idOutSchema,
  extra: z.string(),
});
export type CreatedCard = z.infer<typeof createdCardResponseSchema>;

/** What `extra` holds. */
export const cardExtraSchema = z.strictObject({ clientSecret: z.string().min(1) });

/** The card network (brand) of a card: its logo and name. */
export const bankNetSchema = z.strictObject({ bankNetLogo: z.string(), bankNetName: z.string() });

/** A card (spec §3): payCenterToken is null until the provider confirmed the setup. */
export const savedCardSchema = z.strictObject({
  id: idOutSchema,
  isDefault: z.boolean(),
  tailNumber: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  bankNetBO: bankNetSchema.nullable(),
  payCenterToken: z.string().nullable(),
  expMonth: z.number().int().min(1).max(12).nullable(),
  expYear: z.number().int().nullable(),
  status: z.enum(CARD_STATUSES),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = z.array(savedCardSchema);

/** {host}_customer_QueryCardProviderFunc: what the browser needs to load the card provider's fields. */
export const cardProviderResponseSchema = z.strictObject({
  provider: z.string(),
  publishableKey: z.string(),
  scriptUrl: z.string().nullable(),
  environment: z.string(),
  /** The fields' language (spec §9: zh or en). */
  locale: z.enum(['zh', 'en']),
  /** ISO 3166 alpha-2 of the storefront (UK is GB towards providers). */
  country: z.string().length(2),
});
export type CardProviderConfig = z.infer<typeof cardProviderResponseSchema>;
