/** Requests of the gift-card calls (issue 17; spec §7 "Gifts"): orders with bizCode virtual_shopping_card. */
import { z } from 'zod';
import { idInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';

/** The business code of gift-card orders (spec §9). */
export const GIFT_CARD_BIZ_CODE = 'virtual_shopping_card';

export const GIFT_CARD_ERRORS = {
  sendEmailStatus: 'giftCards.errors.sendEmailStatus',
} as const;

/** {host}_trade_FilterNeedFreeOrderFlow: the buyer's paid gift-card orders whose cards still have to be e-mailed. */
export const filterNeedFreeOrderSchema = z.object({ page: pageSchema.default({ no: 1, size: 20 }) });

/** {host}_trade_FilterGiftCardsFlow (id): the cards of one gift-card order. */
export const filterGiftCardsSchema = z.object({ id: idInput() });

/**
 * {host}_trade_UpdateGiftCardsActivityStatusFunc (id, activityId, sendEmailStatus true): e-mail the
 * cards. The activity is the order's gift-card line; the e-mail leaves once, whatever the repeats.
 */
export const updateGiftCardsActivityStatusSchema = z.object({
  id: idInput(),
  activityId: idInput(),
  sendEmailStatus: z.literal(true, { message: GIFT_CARD_ERRORS.sendEmailStatus }),
});
