import type { Money } from '@kontor/domain/money';
import type { OrderOperation } from '@kontor/domain/orders/order-status';

/**
 * The order as the server answers it (apps/server/src/features/orders/orders-dto.ts; spec §3
 * "Order (trade order)", "Order line", "Trade contract", "Fulfillment progress").
 */
export interface OrderLine {
  id: number;
  tradeOrderLineCode: string;
  tradeQty: number;
  deliveredQty: number;
  canCancelQty: number;
  canReverseQty: number;
  sku: {
    id: number;
    name: string;
    image: string;
    salePrc: Money | null;
    attributes: { attrKey: string; attrVal: string }[];
    item: { id: number; urlKey: string };
    businessTypeDict: string;
    marketingUnit: { unitName: string };
    adjustStep: number;
    siteId: string;
  };
  tradeOrderLinePrice: {
    skuAmt: Money | null;
    needPaySkuAmt: Money | null;
    paidAmt: Money | null;
    refundedAmt: Money | null;
    taxAmt: Money | null;
    campaignUnitAmt: Money | null;
    skuDiscountTotalAmt: Money | null;
    pointDeductionAmt: Money | null;
    actualPaidPoints: number;
    actualNeedPayPoints: number;
  };
  campaignSubType: string | null;
  lineGroupTypeDict: 'DIY_MAIN' | 'DIY_CHILD' | null;
  parentLineId: number | null;
  tradeOrderLineBusinessType: string | null;
  expectDate: string | null;
  deliveryTimeType: string | null;
  duration: number | null;
  insurance: Insurance | null;
  reverseStatus: string;
  /** The line's after-sales records (one opens its detail, several a chooser). */
  reverseOrderIds?: number[];
  commentStatus: string;
  preSaleUnitAmount: Money | null;
  balanceSaleUnitAmount: Money | null;
  preSaleEventType: string | null;
  balancePaymentStartTime: string | null;
  balancePaymentEndTime: string | null;
  diySkuLineList: OrderLine[];
}

export interface Insurance {
  insuranceId: string;
  insuranceName: string;
  insuranceFee: Money;
}

export interface BenefitInfo {
  benefitName: string;
  benefitDesc: string;
  discount: Money;
}

export interface Activity {
  benefitDict: 'PROMOTION' | 'COUPON' | string;
  benefitInfoAmt: Money;
  benefitInfoList: BenefitInfo[];
}

export interface ServiceDetail {
  serviceId?: string;
  serviceType?: string;
  serviceName?: string;
  shippingName?: string;
  contactNumber?: string;
  remark?: string;
  serviceChargeAmt?: Money;
}

/** One order of the list; the detail adds contract, packages and events. */
export interface OrderSummary {
  id: number;
  tradeOrderCode: string;
  site: string;
  currency: string;
  displayStatus: string;
  reverseStatus: string;
  fulfillmentType: 'SITE_SHIPPING' | 'SITE_PICK_UP';
  tradeType: string;
  tradeOrderBusinessType: string | null;
  itemBusinessType: string;
  bizCode: string | null;
  isInGroup: boolean;
  tradeOrderCommentStatus: string;
  payDeadlineMillis: number | null;
  receiptDeadlineMillis: number | null;
  postponedDays: number;
  needPayAmt: Money;
  paidAmt: Money;
  skuAmt: Money;
  skuTotalCount: number;
  taxAmt: Money;
  taxRate: number;
  shippingAmt: Money;
  serviceChargeAmt: Money;
  insuranceAmt: Money;
  shopDiscountAmt: Money;
  orderDiscountAmt: Money;
  pointDiscountAmount: Money;
  actualPaidPoints: number;
  actualNeedPayPoints: number;
  earnPoints: number;
  earnGrowthValue: number;
  activityList: Activity[];
  operationList: { operation: OrderOperation | string }[];
  timeline: {
    orderedTime: string | null;
    paidTime: string | null;
    depositPaidTime: string | null;
    shippedTime: string | null;
    completedTime: string | null;
  };
  invoiceUrl: { files: { url: string }[] } | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyer: { id: number; nickname: string };
  seller: { id: number };
  shop: { id: number; name: string; siteName: string; siteAddress: string; shopChannelType: string };
  outOrderId: string | null;
  serviceDetail: ServiceDetail | null;
  insurance: Insurance | null;
  createdAt: string;
  tradeOrderLineList: OrderLine[];
  /** Types the after-sales application may offer (spec §3); absent until after-sales exist. */
  availableReverseTypes?: string[];
  /** Days left to withdraw from the contract (EU right of withdrawal); null when not offered. */
  withdrawalDaysLeft?: number | null;
}

export interface Address {
  personName?: string;
  firstName?: string;
  lastName?: string;
  personPhone?: string;
  email?: string;
  company?: string;
  taxCode?: string;
  country?: string;
  province?: string;
  city?: string;
  postalCode?: string;
  poiName?: string;
  houseNo?: string;
  detailAddress?: string;
}

export interface PaymentRecord {
  id: number;
  payUniqueKey: string;
  recordStatus: string;
  payChannel: string;
  businessPayChannelCode: string;
  failedReason: string | null;
  createdAt: string;
  /** When the attempt reached its status; its timeline event carries the same time. */
  updatedAt: string;
}

export interface PaymentOrder {
  id: number;
  stage: 'FULL' | 'DEPOSIT' | 'BALANCE' | string;
  amount: Money;
  status: string;
  paymentRecordBOList: PaymentRecord[];
}

export interface TradeContract {
  id: number;
  notFirstTime: boolean;
  createdAt: string;
  selectedAddress: Address | null;
  billingAddress: Address | null;
  needPayAmt: Money;
  paymentOrderList: PaymentOrder[];
}

/** A shipment (spec §3 "Fulfillment progress"). */
export interface OrderPackage {
  id: number;
  fulfillmentProgressStatus: 'SEND_DELIVERY' | 'SIGN_IN' | 'CANCEL' | string;
  operaterType: string;
  serviceCode: string | null;
  fulfillmentServiceProvider: { id: number; entityName: string; entityCode: string } | null;
  fulfillmentProgressLineList: { tradeOrderLine: { id: number }; qty: number }[];
  createdAt: string;
  signedAt: string | null;
}

/** One entry of the order's event log, from which the timeline is drawn (DESIGN §5). */
export interface OrderEvent {
  id: number;
  kind: string;
  actor: 'BUYER' | 'SELLER' | 'SYSTEM' | string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export interface OrderDetail extends OrderSummary {
  tradeContract: TradeContract | null;
  packages: OrderPackage[];
  events: OrderEvent[];
  groupOrders: {
    id: number;
    tradeOrderCode: string;
    displayStatus: string;
    shopName: string;
    needPayMinor: number;
  }[];
}

/** A tracking event of a waybill (GET /api/tms/web/express/track/waybill/query), newest first. */
export interface TrackingEvent {
  originTime: number;
  formatTime: string;
  context: string;
  areaName?: string | null;
  stage?: string | null;
}

/** A voucher or verification code of an order (spec §3 "Coupon code"). */
export interface CouponCode {
  couponCode: string;
  couponsPassword: string | null;
  usedStatus: 'NOT_USED' | 'USED' | string;
  usedTime: string | null;
}

/** Status counts for the list tabs (spec §3 "Stat"). */
export interface OrderStat {
  displayOrderStatus: string;
  quantity: number;
}
