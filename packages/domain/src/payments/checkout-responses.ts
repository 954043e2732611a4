import { z } from 'zod';
import { PAYMENT_STAGES } from '../orders/order-events.ts';
import { ORDER_DISPLAY_STATUSES } from '../orders/order-status.ts';
import { FULFILLMENT_TYPES, insuranceSchema, serviceDetailSchema } from '../orders/orders-responses.ts';
import {
  countSchema,
  idOutSchema,
  isoTimeSchema,
  millisSchema,
  moneySchema,
  skuAttributeSchema,
} from '../wire-schemas.ts';
import { deliveryOptionsSchema } from './checkout-delivery.ts';
import { contractPointsDiscountSchema } from './checkout-points.ts';
import { PAYMENT_RECORD_STATUSES } from './payment-status.ts';
import { nextActionSchema } from './payments-responses.ts';

/** Response schemas of checkout and the pay calls (spec §3 "Trade contract", "Payment"; decision 038). */

/** `{host}_trade_CreateTradeContractFlow`: the new contract's id (the page opens /checkout?tradeContractId). */
export const createTradeContractResponseSchema = z.strictObject({ id: idOutSchema });
export type CreateTradeContractResponse = z.infer<typeof createTradeContractResponseSchema>;

/** The address snapshot as the contract keeps it (the address book's fields). */
const addressOutSchema = z.record(z.string(), z.unknown()).nullable();

/** A payment record as the contract lists it (spec §3 "Trade contract" paymentRecordBOList). */
export const paymentRecordBOSchema = z.strictObject({
  paymentRecordId: idOutSchema,
  payUniqueKey: z.string(),
  recordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  payChannel: z.string(),
  businessPayChannelCode: z.string().nullable(),
  failedReason: z.string().nullable(),
  createdAt: isoTimeSchema,
});

/** A payment order of the contract: one per stage (FULL, or DEPOSIT then BALANCE). */
export const contractPaymentOrderSchema = z.strictObject({
  id: idOutSchema,
  stage: z.enum(PAYMENT_STAGES),
  amount: moneySchema,
  status: z.enum(['UNPAID', 'PAID', 'CLOSED']),
  paymentRecordBOList: z.array(paymentRecordBOSchema),
});

export const contractOrderLineSchema = z.strictObject({
  id: idOutSchema,
  skuId: idOutSchema,
  itemId: idOutSchema,
  name: z.string(),
  image: z.string(),
  attributes: z.array(skuAttributeSchema),
  tradeQty: z.number().positive(),
  unitPrice: moneySchema,
  needPaySkuAmt: moneySchema,
  campaignSubType: z.enum(['PRESELL']).nullable(),
  /** The line's transport insurance (spec §3 line insurance; decision 066), null for none. */
  insurance: insuranceSchema.nullable(),
  /** The insurance plans the line may take now (empty: none offered). */
  insuranceOffers: z.array(insuranceSchema),
});

export const contractOrderSchema = z.strictObject({
  id: idOutSchema,
  tradeOrderCode: z.string(),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  isInGroup: z.boolean(),
  shop: z.strictObject({ id: idOutSchema, name: z.string(), siteName: z.string(), siteAddress: z.string() }),
  skuAmt: moneySchema,
  taxAmt: moneySchema,
  shippingAmt: moneySchema,
  /** Delivery and installation (spec §3 serviceChargeAmt, serviceDetail DELIVERY_INSTALL; decision 066). */
  serviceChargeAmt: moneySchema,
  insuranceAmt: moneySchema,
  fulfillmentType: z.enum(FULFILLMENT_TYPES),
  serviceDetail: serviceDetailSchema.nullable(),
  deliveryOptions: deliveryOptionsSchema,
  needPayAmt: moneySchema,
  /** What the points discount takes off this order (spec §3 pointDiscountAmount). */
  pointDiscountAmount: moneySchema,
  /** Points the order earns once completed (spec §3 earnPoints), with the level's and a paid membership's extra. */
  earnPoints: countSchema,
  paidAmt: moneySchema,
  payDeadlineMillis: millisSchema.nullable(),
  preSale: z
    .strictObject({
      preSaleEventType: z.enum(['DEPOSIT', 'FULL_PAYMENT']),
      depositAmt: moneySchema.nullable(),
      balanceAmt: moneySchema.nullable(),
      balancePaymentStartTime: isoTimeSchema.nullable(),
      balancePaymentEndTime: isoTimeSchema.nullable(),
    })
    .nullable(),
  tradeOrderLineList: z.array(contractOrderLineSchema),
});

/**
 * trade_QueryAndValidateTradeContractDetailByIdFunc and bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc
 * (spec §3 "Trade contract", §7): the contract with its orders (one per shop; several = a group),
 * needPayAmt (what is due now), the payment order to pay now (null when nothing is due) and its
 * payment orders with their records.
 */
export const tradeContractDetailSchema = z.strictObject({
  id: idOutSchema,
  notFirstTime: z.boolean(),
  createdAt: isoTimeSchema,
  site: z.string(),
  isInGroup: z.boolean(),
  selectedAddress: addressOutSchema,
  billingAddress: addressOutSchema,
  needPayAmt: moneySchema,
  totalAmt: moneySchema,
  payablePaymentOrderId: idOutSchema.nullable(),
  payableStage: z.enum(PAYMENT_STAGES).nullable(),
  /** False when every line is a service nothing is shipped for (a paid membership, decision 052): no shipping address is asked. */
  needsShipping: z.boolean(),
  /** The buyer's paid membership is in force: its benefit (double points, decision 052) applies here. */
  paidServiceActive: z.boolean(),
  /** The points discount (decision 050); null when the contract can take none (pre-sale, paid, closed). */
  pointsDiscount: contractPointsDiscountSchema.nullable(),
  tradeOrderList: z.array(contractOrderSchema),
  paymentOrderList: z.array(contractPaymentOrderSchema),
});
export type TradeContractDetail = z.infer<typeof tradeContractDetailSchema>;

/** bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc: the contract plus the record of that key. */
export const contractByPayUniqueKeyResponseSchema = tradeContractDetailSchema.extend({
  paymentRecord: paymentRecordBOSchema,
});

/** pay_AuthorityFlow (spec §7): redirectInfo (sessionData, sessionId, clientKey, enviroment) or channelToken. */
export const payAuthorityResponseSchema = z.strictObject({
  redirectInfo: z
    .strictObject({
      sessionData: z.string(),
      sessionId: z.string(),
      clientKey: z.string(),
      enviroment: z.string(),
    })
    .nullable(),
  channelToken: z.string().nullable(),
});
export type PayAuthorityResponse = z.infer<typeof payAuthorityResponseSchema>;

/**
 * trade_FirstPayFlow (spec §7): redirectInfo (clientSecret, approveUrl, action, merchantSerialNo),
 * needConfirm, channelToken, redirectUrl, channel, paymentRecordId. Ours besides: payUniqueKey,
 * paymentRecordStatus (PAY_SUCCESS when an old record turned out paid: go to the result) and the
 * typed nextAction the redirect fields are read from.
 */
export const firstPayResponseSchema = z.strictObject({
  redirectInfo: z.strictObject({
    clientSecret: z.string().nullable(),
    approveUrl: z.string().nullable(),
    action: z.string().nullable(),
    merchantSerialNo: z.string(),
  }),
  needConfirm: z.boolean(),
  channelToken: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  channel: z.string(),
  paymentRecordId: idOutSchema,
  payUniqueKey: z.string(),
  paymentRecordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  nextAction: nextActionSchema,
});
export type FirstPayResponse = z.infer<typeof firstPayResponseSchema>;

/**
 * trade_SecondaryPayFlow (spec §7): the contract's latest record — payUniqueKey, paymentRecordStatus,
 * paymentRecordId — all null when the contract has none (the start decision: straight to pre-pay).
 */
export const secondaryPayResponseSchema = z.strictObject({
  payUniqueKey: z.string().nullable(),
  paymentRecordStatus: z.enum(PAYMENT_RECORD_STATUSES).nullable(),
  paymentRecordId: idOutSchema.nullable(),
});
export type SecondaryPayResponse = z.infer<typeof secondaryPayResponseSchema>;

/**
 * A payment record's result (spec §3 "Payment record"): recordStatus, failedReason, status (SUCCESS,
 * PENDING or FAILED: what a poll makes of it), payUniqueKey, paymentRecordStatus, paymentRecordId.
 * Answered by pay_FindPayAndChannelResultFlow, pay_QueryPaymentOrderStatusForPaypalFlow,
 * trade_ClosePaymentRecordAfterConfirmFlow and the three provider-return calls.
 */
export const payResultSchema = z.strictObject({
  paymentRecordId: idOutSchema,
  payUniqueKey: z.string(),
  recordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  paymentRecordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  status: z.enum(['SUCCESS', 'PENDING', 'FAILED']),
  failedReason: z.string().nullable(),
  channel: z.string(),
  contractId: idOutSchema,
  orderIds: z.array(idOutSchema),
  amount: moneySchema,
});
export type PayResult = z.infer<typeof payResultSchema>;
