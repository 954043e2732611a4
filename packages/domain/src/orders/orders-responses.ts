import { z } from 'zod';
import { AFTER_SALES_TYPES } from '../after-sales/after-sales-status.ts';
import { PAYMENT_RECORD_STATUSES } from '../payments/payment-status.ts';
import { LINE_COMMENT_STATUSES, ORDER_COMMENT_STATUSES } from '../reviews/reviews-schemas.ts';
import { SITE_CODES } from '../sites.ts';
import {
  countSchema,
  filesSchema,
  idOutSchema,
  isoDateSchema,
  isoTimeSchema,
  millisSchema,
  moneySchema,
  pagedSchema,
  qtyOutSchema,
  skuAttributeSchema,
} from '../wire-schemas.ts';
import {
  ORDER_EVENT_ACTORS,
  ORDER_EVENT_KINDS,
  PACKAGE_STATUSES,
  PAY_CHANNELS,
  PAYMENT_STAGES,
} from './order-events.ts';
import { ORDER_DISPLAY_STATUSES, ORDER_OPERATIONS } from './order-status.ts';

/** Response schemas of the buyer's order calls (decision 013). */

/** trade_QueryOrderQuantityForStatusBuyerFlow: one count per display status, ALL_ORDER first. */
export const orderQuantityResponseSchema = z.array(
  z.strictObject({
    displayOrderStatus: z.enum(['ALL_ORDER', ...ORDER_DISPLAY_STATUSES]),
    quantity: countSchema,
  }),
);
export type OrderQuantityResponse = z.infer<typeof orderQuantityResponseSchema>;
/** The count of one list tab (spec §3 "Stat"). */
export type OrderStat = OrderQuantityResponse[number];

// In a module without zod, so screens that only label stages load no schema (decision 071).
import { TRACKING_STAGES } from './tracking-stages.ts';

export { TRACKING_STAGES, type TrackingStage } from './tracking-stages.ts';

/** GET /api/tms/web/express/track/waybill/query: a waybill's tracking events, newest first. */
export const trackingEventSchema = z.strictObject({
  originTime: millisSchema,
  formatTime: isoTimeSchema,
  context: z.string(),
  areaName: z.string(),
  stage: z.enum(TRACKING_STAGES),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export const trackingResponseSchema = z.array(trackingEventSchema);

// ---- The order (spec §3 "Order (trade order)", "Order line", "Trade contract", "Fulfillment progress") ----

/** Enum columns of the order tables (their CHECK constraints in the migrations). */
export const ORDER_REVERSE_STATUSES = ['NOT_REQUESTED', 'PROCESSING', 'DONE'] as const;
export type OrderReverseStatus = (typeof ORDER_REVERSE_STATUSES)[number];
export const FULFILLMENT_TYPES = ['SITE_SHIPPING', 'SITE_PICK_UP'] as const;
export type FulfillmentType = (typeof FULFILLMENT_TYPES)[number];
export const TRADE_TYPES = ['NORMAL', 'NORMAL_POINT_REDEEM', 'CROSS_BORDER'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
export const ITEM_BUSINESS_TYPES = ['NORMAL', 'SERVICE', 'WEIGHT', 'DIY', 'GIFT_CARD', 'POINTS'] as const;
export type ItemBusinessType = (typeof ITEM_BUSINESS_TYPES)[number];
export const SHOP_CHANNEL_TYPES = ['B2C', 'O2O', 'CBE'] as const;
export type ShopChannelType = (typeof SHOP_CHANNEL_TYPES)[number];
export const LINE_GROUP_TYPES = ['DIY_MAIN', 'DIY_CHILD'] as const;
export type LineGroupType = (typeof LINE_GROUP_TYPES)[number];
export const LINE_BUSINESS_TYPES = ['GIFT', 'EXCHANGE'] as const;
export type LineBusinessType = (typeof LINE_BUSINESS_TYPES)[number];
export const CAMPAIGN_SUB_TYPES = ['PRESELL'] as const;
export type CampaignSubType = (typeof CAMPAIGN_SUB_TYPES)[number];
export const DELIVERY_TIME_TYPES = ['RELATIVE_TIME', 'ABSOLUTE_TIME'] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];
export const PRE_SALE_EVENT_TYPES = ['DEPOSIT', 'FULL_PAYMENT'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const PAYMENT_ORDER_STATUSES = ['UNPAID', 'PAID', 'CLOSED'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export const PACKAGE_OPERATORS = ['USER', 'SELLER'] as const;
export type PackageOperator = (typeof PACKAGE_OPERATORS)[number];
export const COUPON_USED_STATUSES = ['NOT_USED', 'USED'] as const;
export type CouponUsedStatus = (typeof COUPON_USED_STATUSES)[number];
export const BENEFIT_TYPES = ['PROMOTION', 'COUPON'] as const;

export const insuranceSchema = z.strictObject({
  insuranceId: z.string(),
  insuranceName: z.string(),
  insuranceFee: moneySchema,
});
export type Insurance = z.infer<typeof insuranceSchema>;

export const activitySchema = z.strictObject({
  benefitDict: z.enum(BENEFIT_TYPES),
  benefitInfoAmt: moneySchema,
  benefitInfoList: z.array(
    z.strictObject({ benefitName: z.string(), benefitDesc: z.string(), discount: moneySchema }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;

export const serviceDetailSchema = z.strictObject({
  serviceId: z.string().optional(),
  serviceType: z.string().optional(),
  serviceName: z.string().optional(),
  shippingName: z.string().optional(),
  contactNumber: z.string().optional(),
  remark: z.string().optional(),
  serviceChargeAmt: moneySchema.optional(),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** An address snapshot of the trade contract (spec §3 "Address"). */
export const addressSchema = z.strictObject({
  /** The saved address it was copied from (checkout, decision 042). */
  id: z.number().int().optional(),
  personName: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  personPhone: z.string().optional(),
  email: z.string().optional(),
  gender: z.enum(['MALE', 'FEMALE', 'UN_KNOW']).optional(),
  company: z.string().optional(),
  taxCode: z.string().optional(),
  country: z.string().optional(),
  province: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  poiName: z.string().optional(),
  houseNo: z.string().optional(),
  detailAddress: z.string().optional(),
  isDefault: z.boolean().optional(),
  site: z.enum(SITE_CODES).optional(),
  /** The address in its country's lines (decision 025's formatter), copied with it. */
  addressLines: z.array(z.string()).optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** The pre-sale terms a line was bought under (stored with the line). */
export interface LinePreSale {
  preSaleUnitAmount?: z.infer<typeof moneySchema> | null;
  balanceSaleUnitAmount?: z.infer<typeof moneySchema> | null;
  preSaleEventType?: (typeof PRE_SALE_EVENT_TYPES)[number] | null;
  balancePaymentStartTime?: string | null;
  balancePaymentEndTime?: string | null;
}

/** The SKU of an order or cart line: what it is, how it looks and in which unit it is counted. */
export const lineSkuSchema = z.strictObject({
  id: idOutSchema,
  name: z.string(),
  image: z.string(),
  attributes: z.array(skuAttributeSchema),
  businessTypeDict: z.enum(ITEM_BUSINESS_TYPES),
  marketingUnit: z.strictObject({ unitName: z.string() }),
  adjustStep: z.number().positive(),
});

const orderLineBase = z.strictObject({
  id: idOutSchema,
  tradeOrderLineCode: z.string(),
  tradeQty: qtyOutSchema,
  deliveredQty: qtyOutSchema,
  canCancelQty: qtyOutSchema,
  canReverseQty: qtyOutSchema,
  sku: lineSkuSchema.extend({
    salePrc: moneySchema.nullable(),
    item: z.strictObject({ id: idOutSchema, urlKey: z.string() }),
    siteId: z.enum(SITE_CODES),
  }),
  tradeOrderLinePrice: z.strictObject({
    skuAmt: moneySchema.nullable(),
    needPaySkuAmt: moneySchema.nullable(),
    paidAmt: moneySchema.nullable(),
    refundedAmt: moneySchema.nullable(),
    taxAmt: moneySchema.nullable(),
    campaignUnitAmt: moneySchema.nullable(),
    skuDiscountTotalAmt: moneySchema.nullable(),
    pointDeductionAmt: moneySchema.nullable(),
    actualPaidPoints: countSchema,
    actualNeedPayPoints: countSchema,
  }),
  campaignSubType: z.enum(CAMPAIGN_SUB_TYPES).nullable(),
  lineGroupTypeDict: z.enum(LINE_GROUP_TYPES).nullable(),
  parentLineId: idOutSchema.nullable(),
  tradeOrderLineBusinessType: z.enum(LINE_BUSINESS_TYPES).nullable(),
  expectDate: isoDateSchema.nullable(),
  deliveryTimeType: z.enum(DELIVERY_TIME_TYPES).nullable(),
  duration: z.number().int().nullable(),
  insurance: insuranceSchema.nullable(),
  reverseStatus: z.enum(ORDER_REVERSE_STATUSES),
  /** The line's after-sales records, oldest first (one opens its detail, several a chooser). */
  reverseOrderIds: z.array(idOutSchema),
  commentStatus: z.enum(LINE_COMMENT_STATUSES),
  preSaleUnitAmount: moneySchema.nullable(),
  balanceSaleUnitAmount: moneySchema.nullable(),
  preSaleEventType: z.enum(PRE_SALE_EVENT_TYPES).nullable(),
  balancePaymentStartTime: isoTimeSchema.nullable(),
  balancePaymentEndTime: isoTimeSchema.nullable(),
});
/** Any line: a main line, or a bundle (DIY) part listed under its main line's diySkuLineList. */
export type AnyOrderLine = z.infer<typeof orderLineBase>;

export const orderLineSchema = orderLineBase.extend({ diySkuLineList: z.array(orderLineBase) });
/** A main line of the order, with its bundle parts. */
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One order of the buyer's list; the detail adds contract, packages, events and grouped orders. */
export const orderSummarySchema = z.strictObject({
  id: idOutSchema,
  tradeOrderCode: z.string(),
  site: z.enum(SITE_CODES),
  currency: z.string(),
  displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
  reverseStatus: z.enum(ORDER_REVERSE_STATUSES),
  fulfillmentType: z.enum(FULFILLMENT_TYPES),
  tradeType: z.enum(TRADE_TYPES),
  tradeOrderBusinessType: z.string().nullable(),
  itemBusinessType: z.enum(ITEM_BUSINESS_TYPES),
  bizCode: z.string().nullable(),
  isInGroup: z.boolean(),
  tradeOrderCommentStatus: z.enum(ORDER_COMMENT_STATUSES),
  payDeadlineMillis: millisSchema.nullable(),
  receiptDeadlineMillis: millisSchema.nullable(),
  postponedDays: countSchema,
  needPayAmt: moneySchema,
  paidAmt: moneySchema,
  skuAmt: moneySchema,
  skuTotalCount: qtyOutSchema,
  taxAmt: moneySchema,
  taxRate: z.number().nonnegative(),
  shippingAmt: moneySchema,
  serviceChargeAmt: moneySchema,
  insuranceAmt: moneySchema,
  shopDiscountAmt: moneySchema,
  orderDiscountAmt: moneySchema,
  pointDiscountAmount: moneySchema,
  actualPaidPoints: countSchema,
  actualNeedPayPoints: countSchema,
  earnPoints: countSchema,
  earnGrowthValue: countSchema,
  activityList: z.array(activitySchema),
  operationList: z.array(z.strictObject({ operation: z.enum(ORDER_OPERATIONS) })),
  /** Days left to withdraw from the contract (EU right of withdrawal); null when not offered. */
  withdrawalDaysLeft: z.number().int().nonnegative().nullable(),
  /** Types the after-sales application may offer (spec §3). */
  availableReverseTypes: z.array(z.enum(AFTER_SALES_TYPES)),
  timeline: z.strictObject({
    orderedTime: isoTimeSchema.nullable(),
    paidTime: isoTimeSchema.nullable(),
    depositPaidTime: isoTimeSchema.nullable(),
    shippedTime: isoTimeSchema.nullable(),
    completedTime: isoTimeSchema.nullable(),
  }),
  invoiceUrl: filesSchema.nullable(),
  buyerEmail: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  buyer: z.strictObject({ id: idOutSchema, nickname: z.string() }),
  seller: z.strictObject({ id: idOutSchema }),
  shop: z.strictObject({
    id: idOutSchema,
    name: z.string(),
    siteName: z.string(),
    siteAddress: z.string(),
    shopChannelType: z.enum(SHOP_CHANNEL_TYPES),
  }),
  outOrderId: z.string().nullable(),
  serviceDetail: serviceDetailSchema.nullable(),
  insurance: insuranceSchema.nullable(),
  createdAt: isoTimeSchema,
  tradeOrderLineList: z.array(orderLineSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** bbc_trade_LibPageTradeOrderForBuyerFlow */
export const pageOrdersResponseSchema = pagedSchema(orderSummarySchema);
export type PageOrdersResponse = z.infer<typeof pageOrdersResponseSchema>;

export const paymentRecordSchema = z.strictObject({
  id: idOutSchema,
  payUniqueKey: z.string(),
  recordStatus: z.enum(PAYMENT_RECORD_STATUSES),
  payChannel: z.enum(PAY_CHANNELS),
  businessPayChannelCode: z.string(),
  failedReason: z.string().nullable(),
  createdAt: isoTimeSchema,
  /** When the attempt reached its status; its timeline event carries the same time. */
  updatedAt: isoTimeSchema,
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentOrderSchema = z.strictObject({
  id: idOutSchema,
  stage: z.enum(PAYMENT_STAGES),
  amount: moneySchema,
  status: z.enum(PAYMENT_ORDER_STATUSES),
  paymentRecordBOList: z.array(paymentRecordSchema),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const tradeContractSchema = z.strictObject({
  id: idOutSchema,
  notFirstTime: z.boolean(),
  createdAt: isoTimeSchema,
  selectedAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  needPayAmt: moneySchema,
  paymentOrderList: z.array(paymentOrderSchema),
});
export type TradeContract = z.infer<typeof tradeContractSchema>;

export const carrierSchema = z.strictObject({
  id: idOutSchema,
  entityName: z.string(),
  entityCode: z.string(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** A shipment (spec §3 "Fulfillment progress"). */
export const orderPackageSchema = z.strictObject({
  id: idOutSchema,
  fulfillmentProgressStatus: z.enum(PACKAGE_STATUSES),
  operaterType: z.enum(PACKAGE_OPERATORS),
  serviceCode: z.string().nullable(),
  fulfillmentServiceProvider: carrierSchema.nullable(),
  fulfillmentProgressLineList: z.array(
    z.strictObject({ tradeOrderLine: z.strictObject({ id: idOutSchema }), qty: qtyOutSchema }),
  ),
  createdAt: isoTimeSchema,
  signedAt: isoTimeSchema.nullable(),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

/** One entry of the order's event log, from which the timeline is drawn (DESIGN §5). */
export const orderEventSchema = z.strictObject({
  id: idOutSchema,
  kind: z.enum(ORDER_EVENT_KINDS),
  actor: z.enum(ORDER_EVENT_ACTORS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: isoTimeSchema,
});
export type OrderLogEntry = z.infer<typeof orderEventSchema>;

/** bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow */
export const orderDetailResponseSchema = orderSummarySchema.extend({
  tradeContract: tradeContractSchema.nullable(),
  packages: z.array(orderPackageSchema),
  events: z.array(orderEventSchema),
  groupOrders: z.array(
    z.strictObject({
      id: idOutSchema,
      tradeOrderCode: z.string(),
      displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
      shopName: z.string(),
      needPayMinor: z.number().int(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailResponseSchema>;

// ---- Order actions ----

/** {host}_trade_CloseImmediatelyTradeOrderFlow */
export const closeOrderResponseSchema = z.strictObject({ cancelledOrderIds: z.array(idOutSchema) });
/** trade_SignForDeliveryFlow */
export const signForDeliveryResponseSchema = z.strictObject({ orderId: idOutSchema, completed: z.boolean() });
/** bbc_trade_BBCPostponeDeliveryFlow: the days added and the new deadline. */
export const postponeDeliveryResponseSchema = z.strictObject({
  value: countSchema,
  receiptDeadlineMillis: millisSchema,
});
/** trade_ListPackageByOrderFlow, bbc_trade_AllListPackageByOrderFlow */
export const orderPackagesResponseSchema = z.array(orderPackageSchema);

/** trade_QueryAndValidateTradeContractDetailByIdFunc: the contract's orders and what is left to pay. */
export const contractDetailResponseSchema = z.strictObject({
  id: idOutSchema,
  notFirstTime: z.boolean(),
  needPayAmt: moneySchema,
  tradeOrderList: z.array(
    z.strictObject({
      id: idOutSchema,
      tradeOrderCode: z.string(),
      displayStatus: z.enum(ORDER_DISPLAY_STATUSES),
      shop: z.strictObject({ name: z.string() }),
      needPayAmt: moneySchema,
    }),
  ),
});
export type ContractDetail = z.infer<typeof contractDetailResponseSchema>;

/** {host}_md_QueryCarrierFlow */
export const carriersResponseSchema = z.array(carrierSchema);

/** A voucher or verification code of an order (spec §3 "Coupon code"). */
export const couponCodeSchema = z.strictObject({
  couponCode: z.string(),
  couponsPassword: z.string().nullable(),
  usedStatus: z.enum(COUPON_USED_STATUSES),
  usedTime: isoTimeSchema.nullable(),
});
export type CouponCode = z.infer<typeof couponCodeSchema>;
/** {host}_trade_QueryCouponCodeByOrderFlow */
export const couponCodesResponseSchema = z.array(couponCodeSchema);

/** bbc_trade_BBCSendInvoiceEmailFlow: where the invoice went. */
export const sendInvoiceEmailResponseSchema = z.strictObject({ address: z.string() });
