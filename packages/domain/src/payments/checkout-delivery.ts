import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';
import { FULFILLMENT_TYPES } from '../orders/orders-responses.ts';
import { moneySchema } from '../wire-schemas.ts';

/**
 * flow `{host}_trade_UpdateTradeContractDeliveryFlow` (ours, decision 066 after decision 006's
 * convention): one shop order of an unpaid contract gets its delivery option — standard shipping
 * (SITE_SHIPPING), pick-up at the seller's site (SITE_PICK_UP) or, with `deliveryInstall`, delivery and
 * installation — and, when `lines` is given, each named line its transport insurance (`insuranceId`,
 * null for none; lines left out keep theirs). The server prices it (`priceShopOrder`); amounts are
 * never taken from the caller.
 */
export const updateContractDeliverySchema = z.strictObject({
  id: idInput(),
  tradeOrderId: idInput(),
  fulfillmentType: z.enum(FULFILLMENT_TYPES, { error: 'errors.invalidData' }),
  deliveryInstall: z.boolean({ error: 'errors.invalidData' }).optional(),
  lines: z
    .array(
      z.strictObject({
        tradeOrderLineId: idInput(),
        insuranceId: textInput(40)
          .regex(/^[A-Z0-9-]{1,40}$/, 'errors.invalidData')
          .nullable(),
      }),
    )
    .max(200)
    .optional(),
});
export type UpdateContractDeliveryInput = z.infer<typeof updateContractDeliverySchema>;

/** What a contract's order may choose (checkout): the fees the options would cost now. */
export const deliveryOptionsSchema = z.strictObject({
  /** The options can be changed (an unpaid order paid in one go, no payment under way). */
  changeable: z.boolean(),
  /** Standard shipping's fee for this order (0 above the free-shipping value). */
  shippingFee: moneySchema,
  freeShippingFrom: moneySchema,
  /** Pick-up at the shop's site (it has a site address). */
  pickUp: z.boolean(),
  /** Delivery and installation is offered (some item is assembled) and what it costs. */
  deliveryInstall: z.boolean(),
  deliveryInstallFee: moneySchema,
});
