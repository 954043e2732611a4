import { z } from 'zod';
import { PACKAGE_STATUSES, REFUND_STATUSES } from '../orders/order-events.ts';
import { ORDER_DISPLAY_STATUSES } from '../orders/order-status.ts';
import {
  carrierSchema,
  LINE_BUSINESS_TYPES,
  LINE_GROUP_TYPES,
  PACKAGE_OPERATORS,
} from '../orders/orders-responses.ts';
import {
  filesSchema,
  idOutSchema,
  isoTimeSchema,
  moneySchema,
  pagedSchema,
  qtyOutSchema,
  skuAttributeSchema,
} from '../wire-schemas.ts';
import {
  AFTER_SALES_LABELLED_TYPES,
  AFTER_SALES_STATUSES,
  AFTER_SALES_TYPES,
  BUYER_OPERATIONS,
  SELLER_OPERATIONS,
} from './after-sales-status.ts';

/**
 * Response schemas of the after-sales calls: the buyer's, the EU withdrawal and the seller console's
 * (decision 013; spec §3 "After-sales (reverse trade) order", "Fulfillment progress").
 */

export const REMARK_AUTHORS = ['BUYER', 'SELLER', 'SYSTEM'] as const;
export type RemarkAuthor = (typeof REMARK_AUTHORS)[number];
export const PARCEL_DIRECTIONS = ['RETURN', 'EXCHANGE'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const afterSalesSkuSchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  image: z.string(),
  attributes: z.array(skuAttributeSchema),
  salePrc: moneySchema.nullable(),
});
export type AsSku = z.infer<typeof afterSalesSkuSchema>;
export type AsAttribute = AsSku['attributes'][number];

export const afterSalesLineSchema = z.strictObject({
  id: idOutSchema,
  reverseQty: qtyOutSchema,
  applyRefundAmt: moneySchema.nullable(),
  sku: afterSalesSkuSchema.extend({ item: z.strictObject({ id: idOutSchema }) }),
  /** The replacement SKU of an exchange. */
  derivativeSku: afterSalesSkuSchema.nullable(),
  tradeOrderLine: z.strictObject({
    id: idOutSchema,
    tradeOrderLineBusinessType: z.enum(LINE_BUSINESS_TYPES).nullable(),
  }),
});
export type AsLine = z.infer<typeof afterSalesLineSchema>;

export const logisticsEntrySchema = z.strictObject({
  ftime: isoTimeSchema,
  areaName: z.string(),
  context: z.string(),
});
export type LogisticsEntry = z.infer<typeof logisticsEntrySchema>;

/** A return parcel (the buyer's) or an exchange parcel (the seller's). */
export const afterSalesShipmentSchema = z.strictObject({
  id: idOutSchema,
  direction: z.enum(PARCEL_DIRECTIONS),
  fulfillmentProgressStatus: z.enum(PACKAGE_STATUSES),
  operaterType: z.enum(PACKAGE_OPERATORS),
  serviceCode: z.string(),
  fulfillmentServiceProvider: carrierSchema,
  logisticsList: z.array(logisticsEntrySchema),
  createdAt: isoTimeSchema,
});
export type AsShipment = z.infer<typeof afterSalesShipmentSchema>;

export const afterSalesRemarkSchema = z.strictObject({
  entityType: z.enum(REMARK_AUTHORS),
  remark: z.string(),
  attachmentList: filesSchema,
  createdAt: isoTimeSchema,
});
export type AsRemark = z.infer<typeof afterSalesRemarkSchema>;

/** The after-sales order, as its buyer and as the shop's seller see it (the operations differ). */
export const afterSalesOrderSchema = z.strictObject({
  id: idOutSchema,
  reverseTradeOrderCode: z.string(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
  orderedTime: isoTimeSchema,
  tradeOrder: z.strictObject({
    id: idOutSchema,
    tradeOrderCode: z.string(),
    timeline: z.strictObject({ orderedTime: isoTimeSchema }),
  }),
  reverseTradeOrderType: z.enum(AFTER_SALES_LABELLED_TYPES),
  /** The type the buyer applied for (the seller may change a refund into a return). */
  originalReverseTradeOrderType: z.enum(AFTER_SALES_LABELLED_TYPES),
  reverseTradeOrderStatus: z.enum(AFTER_SALES_STATUSES),
  /** The reason's code (after-sales-reasons.ts) and its text in the caller's language. */
  reverseReason: z.string(),
  reverseReasonText: z.string(),
  reverseNotes: z.strictObject({
    reverseReason: z.string(),
    reverseText: z.string(),
    auditRejectReason: z.string().nullable(),
  }),
  remarkList: z.array(afterSalesRemarkSchema),
  applyRefundAmt: moneySchema,
  actualRefundAmt: moneySchema.nullable(),
  actualRefundShippingAmt: moneySchema.nullable(),
  sellerConfirmRefundShippingAmt: moneySchema.nullable(),
  /** The refund agreed at the audit (goods and shipping); differs from applyRefundAmt when the seller changed it. */
  agreedRefundAmt: moneySchema.nullable(),
  returnedPoints: z.number().int().nonnegative(),
  changeToReturn: z.boolean(),
  typeChangedBySeller: z.boolean(),
  amountChangedBySeller: z.boolean(),
  returnAddress: z.strictObject({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
  seller: z.strictObject({ id: idOutSchema }),
  shopId: idOutSchema,
  shopName: z.string(),
  skuTotalCount: qtyOutSchema,
  /** What the caller may do next: buyer operations for the buyer, seller operations for the seller. */
  operationList: z.array(z.strictObject({ operation: z.enum([...BUYER_OPERATIONS, ...SELLER_OPERATIONS]) })),
  rejectReason: z.strictObject({
    auditRejectReason: z.string().nullable(),
    qcRejectReason: z.string().nullable(),
  }),
  reverseTradeOrderLineList: z.array(afterSalesLineSchema),
  fulfillmentProgressList: z.array(afterSalesShipmentSchema),
  refund: z.strictObject({ status: z.enum(REFUND_STATUSES), amount: moneySchema }).nullable(),
});
export type AfterSalesOrder = z.infer<typeof afterSalesOrderSchema>;

/** trade_PageReverseOrderFlow, seller_PageReverseOrderFlow */
export const pageAfterSalesResponseSchema = pagedSchema(afterSalesOrderSchema);
/** {host}_trade_QueryReverseOrdersByOrderSkuFlow */
export const afterSalesListResponseSchema = z.array(afterSalesOrderSchema);

/** trade_RenderReverseTradeOrderForApplyFlow: what may be applied for on an order. */
export const applyPreviewLineSchema = z.strictObject({
  tradeOrderLine: z.strictObject({
    id: idOutSchema,
    tradeQty: qtyOutSchema,
    canCancelQty: qtyOutSchema,
    canReverseQty: qtyOutSchema,
    tradeOrderLineBusinessType: z.enum(LINE_BUSINESS_TYPES).nullable(),
    lineGroupTypeDict: z.enum(LINE_GROUP_TYPES).nullable(),
    adjustStep: z.number().positive(),
    unitName: z.string(),
    paidAmt: moneySchema,
    sku: afterSalesSkuSchema.extend({ item: z.strictObject({ id: idOutSchema }) }),
  }),
  reverseQty: qtyOutSchema,
  applyRefundAmt: moneySchema,
});
export type ApplyPreviewLine = z.infer<typeof applyPreviewLineSchema>;

export const applyPreviewResponseSchema = z.strictObject({
  tradeOrder: z.strictObject({
    id: idOutSchema,
    tradeOrderCode: z.string(),
    displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  }),
  /** The type shown: the one asked for when the order offers it, else the first offered; null when none. */
  reverseTradeOrderType: z.enum(AFTER_SALES_TYPES).nullable(),
  availableReverseTypes: z.array(z.enum(AFTER_SALES_TYPES)),
  availableReverseReasons: z.array(z.strictObject({ code: z.string(), name: z.string() })),
  availableRefundAmt: moneySchema,
  reverseTradeOrderLineList: z.array(applyPreviewLineSchema),
});
export type ApplyPreview = z.infer<typeof applyPreviewResponseSchema>;

/** The refund, return and exchange create calls: the new record. */
export const initiatedResponseSchema = z.strictObject({ id: idOutSchema, reverseTradeOrderCode: z.string() });
export type Initiated = z.infer<typeof initiatedResponseSchema>;

/** The cancel calls: the new record, its status and (cancel after payment) the message to show. */
export const cancelInitiatedResponseSchema = initiatedResponseSchema.extend({
  reverseTradeOrderStatus: z.enum(AFTER_SALES_STATUSES),
  message: z.string().optional(),
});
export type CancelInitiated = z.infer<typeof cancelInitiatedResponseSchema>;

/** A step on a record (cancel, confirm, post back; audit, receive, ship, retry): its status after. */
export const afterSalesStepResponseSchema = z.strictObject({
  id: idOutSchema,
  reverseTradeOrderStatus: z.enum(AFTER_SALES_STATUSES),
});
export type AfterSalesStepResult = z.infer<typeof afterSalesStepResponseSchema>;

/** bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow: SKUs in stock to exchange for. */
export const exchangeSkuSchema = afterSalesSkuSchema.extend({
  stock: z.number().int().positive(),
  item: z.strictObject({ id: idOutSchema }),
});
export type ExchangeSku = z.infer<typeof exchangeSkuSchema>;
export const exchangeSkusResponseSchema = z.array(exchangeSkuSchema);

/** {host}_trade_WithdrawFromContractFlow: the return application the withdrawal opened. */
export const withdrawResponseSchema = z.strictObject({
  id: idOutSchema,
  reverseTradeOrderCode: z.string(),
  reverseTradeOrderType: z.enum(AFTER_SALES_TYPES),
  reverseTradeOrderStatus: z.enum(AFTER_SALES_STATUSES),
  applyRefundAmt: moneySchema,
});
export type WithdrawResult = z.infer<typeof withdrawResponseSchema>;
