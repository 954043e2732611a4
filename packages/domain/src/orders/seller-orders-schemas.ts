import { z } from 'zod';
import { idInput, qtyInput, textInput } from '../input-fields.ts';
import { pageSchema } from '../paging.ts';

const id = idInput();

/** Tracking numbers: letters and digits only (spec §5 "Return shipping" uses the same rule). */
export const trackingNumberSchema = textInput(200, {
  required: 'seller.ship.trackingRequired',
  tooLong: 'seller.ship.trackingInvalid',
})
  .trim()
  .min(1, 'seller.ship.trackingRequired')
  .max(40, 'seller.ship.trackingInvalid')
  .regex(/^[A-Za-z0-9]+$/, 'seller.ship.trackingInvalid');

/** seller_PageOrderFlow: the shop's orders, by default those waiting to be shipped. */
export const sellerPageOrdersSchema = z.object({
  page: pageSchema.default({ no: 1, size: 20 }),
  displayStatus: z.enum(['UN_DELIVERY', 'UN_RECEIVED', 'COMPLETE', 'ALL']).default('UN_DELIVERY'),
  keyword: textInput(100).trim().optional(),
});

/** seller_ShipOrderFlow: one package of some lines and quantities, with carrier and tracking number. */
export const sellerShipSchema = z.object({
  orderId: id,
  lines: z
    .array(z.object({ orderLineId: id, qty: qtyInput({ min: 'seller.ship.qtyPositive' }) }))
    .min(1, 'seller.ship.chooseLines')
    .max(100),
  carrierId: id,
  trackingNumber: trackingNumberSchema,
});
export type SellerShipInput = z.infer<typeof sellerShipSchema>;
