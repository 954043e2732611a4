/** Answers of the gift-card calls (issue 17). */
import { z } from 'zod';
import { idOutSchema, isoTimeSchema, moneySchema, pagedSchema } from '../wire-schemas.ts';

export const giftCardSchema = z.strictObject({
  couponCode: z.string(),
  /** The PIN, shown to the buyer who owns the card. */
  couponsPassword: z.string().nullable(),
  amount: moneySchema,
  usedStatus: z.enum(['USED', 'NOT_USED']),
  usedTime: isoTimeSchema.nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

export const giftCardOrderSchema = z.strictObject({
  orderId: idOutSchema,
  tradeOrderCode: z.string(),
  /** The gift-card line: the activity of UpdateGiftCardsActivityStatusFunc. */
  activityId: idOutSchema,
  itemName: z.string(),
  cardCount: z.number().int().nonnegative(),
  paidTime: isoTimeSchema.nullable(),
  sendEmailStatus: z.boolean(),
  sentTime: isoTimeSchema.nullable(),
  /** The address the cards went (or go) to. */
  email: z.string(),
});
export type GiftCardOrder = z.infer<typeof giftCardOrderSchema>;

export const filterNeedFreeOrderResponseSchema = pagedSchema(giftCardOrderSchema);
export const filterGiftCardsResponseSchema = giftCardOrderSchema.extend({ cards: z.array(giftCardSchema) });
export type GiftCardsOfOrder = z.infer<typeof filterGiftCardsResponseSchema>;
export const updateGiftCardsActivityStatusResponseSchema = z.strictObject({
  sendEmailStatus: z.literal(true),
  sentTime: isoTimeSchema,
  email: z.string(),
});
