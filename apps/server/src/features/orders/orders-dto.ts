import {
  availableReverseTypes,
  type Money,
  money,
  type OrderDisplayStatus,
  type OrderFacts,
  orderOperations,
  PAID_STATUSES,
  type PaymentOrder,
  withdrawalDaysLeft,
  withdrawalDeliveryTime,
} from '@kontor/domain';
import type {
  ContractRow,
  EventRow,
  LineRow,
  OrderRow,
  PackageRow,
  PaymentRow,
} from './orders-repository.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
/** A time the row always has. */
const isoAt = (d: Date) => new Date(d).toISOString();
const millis = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);

export function orderFacts(o: OrderRow, isTourist: boolean, now = new Date()): OrderFacts {
  const pre = (o.pre_sale ?? {}) as { balancePaymentStartTime?: string; balancePaymentEndTime?: string };
  const balanceOpen =
    !!pre.balancePaymentStartTime &&
    new Date(pre.balancePaymentStartTime) <= now &&
    (!pre.balancePaymentEndTime || new Date(pre.balancePaymentEndTime) > now);
  return {
    displayStatus: o.display_status as OrderDisplayStatus,
    isTourist,
    fulfillmentType: o.fulfillment_type,
    hasPaymentAttempt: o.has_payment_attempt,
    postponed: o.postponed_days > 0,
    hasInvoice: !!o.invoice_url,
    commentStatus: o.comment_status,
    hasReversibleLines: o.has_reversible_lines,
    reverseInProgress: o.reverse_in_progress,
    isGroupBuy: o.trade_order_business_type === 'GROUP_BUY',
    hasPackages: o.has_packages,
    hasServiceItems: o.has_service_items,
    hasVoucherCodes: o.has_voucher_codes,
    balanceOpen,
    site: o.site,
    withdrawalDaysLeft: withdrawalDaysLeft(
      withdrawalDeliveryTime({ displayStatus: o.display_status, completedTime: o.completed_at }),
      now,
    ),
  };
}

export function lineDto(l: LineRow, o: Pick<OrderRow, 'currency' | 'display_status' | 'site'>) {
  const m = (minor: number | null): Money | null => (minor === null ? null : money(minor, o.currency));
  // Quantities held by open after-sales applications are not available again.
  const reserved = l.reserved_qty ?? 0;
  const open = Math.max(0, l.trade_qty - l.cancelled_qty - l.reversed_qty - reserved);
  const paid = (PAID_STATUSES as readonly string[]).includes(o.display_status);
  const notShipped = Math.min(open, Math.max(0, l.trade_qty - l.delivered_qty - l.cancelled_qty - reserved));
  const excluded = l.line_business_type === 'GIFT' || l.line_group_type === 'DIY_MAIN';
  const pre = l.pre_sale ?? {};
  return {
    id: l.id,
    tradeOrderLineCode: l.code,
    tradeQty: l.trade_qty,
    deliveredQty: l.delivered_qty,
    canCancelQty: paid ? notShipped : 0,
    canReverseQty: paid && !excluded ? open : 0,
    sku: {
      id: l.sku_id,
      name: l.sku_name,
      image: l.sku_image,
      salePrc: m(l.unit_price_minor),
      attributes: l.sku_attributes,
      item: { id: l.item_id, urlKey: l.item_url_key },
      businessTypeDict: l.business_type_dict,
      marketingUnit: { unitName: l.unit_name },
      adjustStep: l.adjust_step,
      siteId: o.site,
    },
    tradeOrderLinePrice: {
      skuAmt: m(l.sku_minor),
      needPaySkuAmt: m(l.need_pay_sku_minor),
      paidAmt: m(l.paid_minor),
      refundedAmt: m(l.refunded_minor),
      taxAmt: m(l.tax_minor),
      campaignUnitAmt: m(l.campaign_unit_minor),
      skuDiscountTotalAmt: m(l.discount_minor),
      pointDeductionAmt: m(l.point_deduction_minor),
      actualPaidPoints: l.actual_paid_points,
      actualNeedPayPoints: l.actual_need_pay_points,
    },
    campaignSubType: l.campaign_sub_type,
    lineGroupTypeDict: l.line_group_type,
    parentLineId: l.parent_line_id,
    tradeOrderLineBusinessType: l.line_business_type,
    expectDate: l.expect_date ? iso(l.expect_date)!.slice(0, 10) : null,
    deliveryTimeType: l.delivery_time_type,
    duration: l.duration,
    insurance: l.insurance,
    reverseStatus: l.reverse_status,
    reverseOrderIds: (l.reverse_order_ids ?? []).map(Number),
    commentStatus: l.comment_status,
    preSaleUnitAmount: pre.preSaleUnitAmount ?? null,
    balanceSaleUnitAmount: pre.balanceSaleUnitAmount ?? null,
    preSaleEventType: pre.preSaleEventType ?? null,
    balancePaymentStartTime: pre.balancePaymentStartTime ?? null,
    balancePaymentEndTime: pre.balancePaymentEndTime ?? null,
  };
}

/** The order as the spec's §3 "Order (trade order)" names its fields. */
export function orderDto(o: OrderRow, lines: LineRow[], isTourist: boolean) {
  const m = (minor: number) => money(minor, o.currency);
  const lineDtos = lines.map((l) => lineDto(l, o));
  const facts = orderFacts(o, isTourist);
  const operations = orderOperations(facts);
  const children = new Map<number, ReturnType<typeof lineDto>[]>();
  for (const l of lineDtos) {
    if (l.parentLineId) children.set(l.parentLineId, [...(children.get(l.parentLineId) ?? []), l]);
  }
  return {
    id: o.id,
    tradeOrderCode: o.code,
    site: o.site,
    currency: o.currency,
    displayStatus: o.display_status,
    reverseStatus: o.reverse_status,
    fulfillmentType: o.fulfillment_type,
    tradeType: o.trade_type,
    tradeOrderBusinessType: o.trade_order_business_type,
    itemBusinessType: lines.find((l) => l.business_type_dict !== 'NORMAL')?.business_type_dict ?? 'NORMAL',
    bizCode: o.biz_code,
    isInGroup: o.is_in_group,
    tradeOrderCommentStatus: o.comment_status,
    payDeadlineMillis: millis(o.pay_deadline_at),
    receiptDeadlineMillis: millis(o.receipt_deadline_at),
    postponedDays: o.postponed_days,
    needPayAmt: m(o.need_pay_minor),
    paidAmt: m(o.paid_minor),
    skuAmt: m(o.sku_minor),
    skuTotalCount: o.sku_total_count,
    taxAmt: m(o.tax_minor),
    taxRate: o.tax_rate,
    shippingAmt: m(o.shipping_minor),
    serviceChargeAmt: m(o.service_charge_minor),
    insuranceAmt: m(o.insurance_minor),
    shopDiscountAmt: m(o.shop_discount_minor),
    orderDiscountAmt: m(o.order_discount_minor),
    pointDiscountAmount: m(o.point_discount_minor),
    actualPaidPoints: o.actual_paid_points,
    actualNeedPayPoints: o.actual_need_pay_points,
    earnPoints: o.earn_points,
    earnGrowthValue: o.earn_growth_value,
    activityList: o.activity_list,
    operationList: operations.map((operation) => ({ operation })),
    /** Days left to withdraw from the contract (EU right of withdrawal); null when not offered. */
    withdrawalDaysLeft: operations.includes('buyerWithdraw') ? (facts.withdrawalDaysLeft ?? null) : null,
    availableReverseTypes: availableReverseTypes({
      displayStatus: o.display_status,
      isTourist,
      hasCancellable: lineDtos.some((l) => l.canCancelQty > 0),
      hasReversible: lineDtos.some((l) => l.canReverseQty > 0),
      hasShipped: o.has_packages,
    }),
    timeline: {
      orderedTime: iso(o.ordered_at),
      paidTime: iso(o.paid_at),
      depositPaidTime: iso(o.deposit_paid_at),
      shippedTime: iso(o.shipped_at),
      completedTime: iso(o.completed_at),
    },
    invoiceUrl: o.invoice_url ? { files: [{ url: o.invoice_url }] } : null,
    buyerEmail: o.buyer_email,
    buyerPhone: o.buyer_phone,
    buyer: { id: o.buyer_id, nickname: o.buyer_nickname },
    seller: { id: o.seller_id },
    shop: {
      id: o.shop_id,
      name: o.shop_name,
      siteName: o.shop_site_name,
      siteAddress: o.shop_site_address,
      shopChannelType: o.shop_channel_type,
    },
    outOrderId: o.out_order_id,
    serviceDetail: o.service_detail,
    insurance: o.insurance,
    createdAt: isoAt(o.created_at),
    tradeOrderLineList: lineDtos
      .filter((l) => !l.parentLineId)
      .map((l) => ({ ...l, diySkuLineList: children.get(l.id) ?? [] })),
  };
}

export function contractDto(c: ContractRow, payments: PaymentRow[]) {
  const orders = new Map<number, PaymentOrder>();
  for (const p of payments) {
    let po = orders.get(p.payment_order_id);
    if (!po) {
      po = {
        id: p.payment_order_id,
        stage: p.stage,
        amount: money(p.amount_minor, p.currency),
        status: p.status,
        paymentRecordBOList: [],
      };
      orders.set(p.payment_order_id, po);
    }
    if (p.record_id) {
      po.paymentRecordBOList.push({
        id: p.record_id,
        // A record row has every record column (the LEFT JOIN leaves them null only without one).
        payUniqueKey: p.pay_unique_key!,
        recordStatus: p.record_status!,
        payChannel: p.pay_channel!,
        businessPayChannelCode: p.business_pay_channel_code!,
        failedReason: p.failed_reason,
        createdAt: isoAt(p.record_created_at!),
        // When the attempt reached its status: the moment its timeline event records.
        updatedAt: isoAt((p.record_updated_at ?? p.record_created_at)!),
      });
    }
  }
  return {
    id: c.id,
    notFirstTime: c.not_first_time,
    createdAt: isoAt(c.created_at),
    selectedAddress: c.selected_address,
    billingAddress: c.billing_address,
    needPayAmt: money(c.need_pay_minor, c.currency),
    paymentOrderList: [...orders.values()],
  };
}

export function packageDto(p: PackageRow) {
  return {
    id: p.id,
    fulfillmentProgressStatus: p.status,
    operaterType: p.operator_type,
    serviceCode: p.service_code,
    fulfillmentServiceProvider: p.carrier_id
      ? { id: p.carrier_id, entityName: p.carrier_name!, entityCode: p.carrier_code! }
      : null,
    fulfillmentProgressLineList: p.lines.map((l) => ({ tradeOrderLine: { id: l.orderLineId }, qty: l.qty })),
    createdAt: isoAt(p.created_at),
    signedAt: iso(p.signed_at),
  };
}

export function eventDto(e: EventRow) {
  return { id: e.id, kind: e.kind, actor: e.actor, payload: e.payload, createdAt: isoAt(e.created_at) };
}
