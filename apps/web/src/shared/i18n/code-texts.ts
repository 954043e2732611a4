import { ALL_AFTER_SALES_REASONS } from '@kontor/domain/after-sales/after-sales-reasons';
import {
  AFTER_SALES_LABELLED_TYPES,
  AFTER_SALES_STATUSES,
} from '@kontor/domain/after-sales/after-sales-status';
import {
  ORDER_EVENT_ACTORS,
  PACKAGE_STATUSES,
  PAY_CHANNELS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_STAGES,
  paymentFailureReason,
  REFUND_STATUSES,
  SHOP_STATUSES,
} from '@kontor/domain/orders/order-events';
import { ORDER_DISPLAY_STATUSES } from '@kontor/domain/orders/order-status';
import { TRACKING_STAGES } from '@kontor/domain/orders/tracking-stages';
import { PAYMENT_RECORD_STATUSES } from '@kontor/domain/payments/payment-status';
import type { TFunction } from 'i18next';

/**
 * Every code the buyer or seller may see (statuses, event kinds, failure reasons, channels …) and
 * where its text lives. A code outside its family reads as the family's generic text, never as the
 * code itself (issue 9: no internal code on screen). `code-texts.test.ts` walks every family in all
 * nine languages.
 */
interface CodeFamily {
  /** Catalogue prefix: the text of `CODE` is `<prefix>.CODE` (or its plural forms). */
  prefix: string;
  codes: readonly string[];
  /** The text for a code outside `codes`. */
  fallback: string;
  /** Reads the family's code out of what was reported (a provider's "code: detail"). */
  normalise?: (code: string) => string | null;
}

/**
 * Kinds of entries in the order's timeline: the log's kinds, some split by their payload (a deposit
 * payment, an automatic receipt, a merged order), plus the carrier's tracking and the catch-all.
 */
export const TIMELINE_KINDS = [
  'PLACED',
  'PLACED_MERGED',
  'PAYMENT_PENDING',
  'PAYMENT_SUCCEEDED',
  'DEPOSIT_PAID',
  'BALANCE_PAID',
  'PAYMENT_FAILED',
  'CODES_ISSUED',
  'SHIPPED',
  'TRACKING',
  'DELIVERED',
  'PACKAGE_SIGNED',
  'RECEIPT_CONFIRMED',
  'RECEIPT_CONFIRMED_AUTO',
  'RECEIPT_POSTPONED',
  'REVIEWED',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'CLOSED',
  'CLOSED_BALANCE',
  'CANCELLED',
  'CANCELLED_REFUNDED',
  'CANCEL_REQUESTED',
  'CANCEL_APPROVED',
  'REFUNDED',
  'INVOICE_SENT',
  'WITHDRAWN',
  'AFTER_SALES_APPLIED',
  'AFTER_SALES_STEP',
  'OTHER',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

const family = (
  prefix: string,
  codes: readonly string[],
  fallback: string,
  normalise?: CodeFamily['normalise'],
): CodeFamily => ({ prefix, codes, fallback, ...(normalise ? { normalise } : {}) });

export const CODE_FAMILIES = {
  orderStatus: family('orders.status', ORDER_DISPLAY_STATUSES, 'orders.status.IN_PROGRESS'),
  sellerOrderStatus: family('seller.status', ORDER_DISPLAY_STATUSES, 'seller.status.IN_PROGRESS'),
  timelineKind: family('orders.timeline.kinds', TIMELINE_KINDS, 'orders.timeline.kinds.OTHER'),
  eventActor: family('orders.timeline.by', ORDER_EVENT_ACTORS, 'orders.timeline.by.SYSTEM'),
  paymentStage: family('orders.detail.payment.stage', PAYMENT_STAGES, 'orders.detail.payment.stage.FULL'),
  paymentRecordStatus: family(
    'orders.detail.payment.record',
    PAYMENT_RECORD_STATUSES,
    'orders.detail.payment.record.UNKNOWN',
  ),
  payChannel: family('orders.detail.payment.channel', PAY_CHANNELS, 'orders.detail.payment.channel.OTHER'),
  paymentFailure: family(
    'orders.detail.payment.failure',
    PAYMENT_FAILURE_REASONS,
    'orders.detail.payment.failure.other',
    paymentFailureReason,
  ),
  packageStatus: family('orders.track.packageStatus', PACKAGE_STATUSES, 'orders.track.packageStatus.UNKNOWN'),
  trackingStage: family('orders.track.stage', TRACKING_STAGES, 'orders.track.stage.UNKNOWN'),
  afterSalesStatus: family('afterSales.status', AFTER_SALES_STATUSES, 'afterSales.status.UNKNOWN'),
  afterSalesType: family('afterSales.type', AFTER_SALES_LABELLED_TYPES, 'afterSales.type.UNKNOWN'),
  afterSalesReason: family(
    'afterSales.reason',
    [...ALL_AFTER_SALES_REASONS, 'WITHDRAWAL'],
    'afterSales.reason.OTHER',
  ),
  afterSalesActor: family(
    'afterSales.detail.by',
    [...ORDER_EVENT_ACTORS, 'PLATFORM'],
    'afterSales.detail.by.SYSTEM',
  ),
  refundStatus: family('afterSales.detail.refund', REFUND_STATUSES, 'afterSales.detail.refund.PENDING'),
  shopStatus: family('seller.shop.status', SHOP_STATUSES, 'seller.shop.status.UNKNOWN'),
} as const satisfies Record<string, CodeFamily>;
export type CodeFamilyName = keyof typeof CODE_FAMILIES;

/** The catalogue key for a code of a family: its own text, or the family's generic one. */
export function codeKey(name: CodeFamilyName, code: string | null | undefined): string {
  const f: CodeFamily = CODE_FAMILIES[name];
  const known = code && f.normalise ? f.normalise(code) : code;
  return known && f.codes.includes(known) ? `${f.prefix}.${known}` : f.fallback;
}

/** A code in words, in the interface language; never the code itself. */
export function codeText(
  t: TFunction,
  name: CodeFamilyName,
  code: string | null | undefined,
  params: Record<string, unknown> = {},
): string {
  return t(codeKey(name, code), params) as string;
}
