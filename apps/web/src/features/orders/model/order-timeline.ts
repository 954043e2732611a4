import type { Money } from '@kontor/domain/money';
import type {
  OrderLogEntry as OrderEvent,
  OrderPackage,
  TrackingEvent,
} from '@kontor/domain/orders/orders-responses';
import type { TimelineKind } from '../../../shared/i18n/code-texts.ts';

export { TIMELINE_KINDS } from '../../../shared/i18n/code-texts.ts';

export type TimelineTone = 'neutral' | 'success' | 'warning' | 'danger';

/** One entry of the order's timeline, ready to translate: `orders.timeline.kinds.<kind>` with params. */
export interface TimelineEntry {
  id: string;
  at: string;
  kind: TimelineKind;
  params: Record<string, string | number>;
  /** A second line (the carrier's area, a payment failure reason). */
  detail?: string;
  actor?: string;
  tone: TimelineTone;
}

/**
 * Words the mapping needs from the screen: money, and the texts of codes carried in payloads
 * (channel, failure reason, after-sales type and status, tracking stage). No code reaches the screen.
 */
export interface TimelineLabels {
  money: (m: Money | null | undefined) => string;
  channel: (code: string) => string;
  failure: (reason: string) => string;
  afterSalesType: (type: string) => string;
  afterSalesStatus: (status: string) => string;
  trackingStage: (stage: string | null | undefined) => string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const asMoney = (v: unknown): Money | undefined =>
  v && typeof v === 'object' && 'value' in v && 'currency' in v ? (v as Money) : undefined;

/** One logged event as a timeline entry. Unknown kinds still show (as "order updated"). */
export function eventEntry(e: OrderEvent, labels: TimelineLabels): TimelineEntry {
  const p = e.payload ?? {};
  const base = { id: `event-${e.id}`, at: e.createdAt, actor: e.actor };
  const amount = labels.money(asMoney(p.amount));
  const channel = p.payChannel ? labels.channel(str(p.payChannel)) : '';
  switch (e.kind) {
    case 'PLACED': {
      const merged = Array.isArray(p.mergedWith) ? p.mergedWith.map(str).filter(Boolean) : [];
      return merged.length > 0
        ? { ...base, kind: 'PLACED_MERGED', params: { amount, orders: merged.join(', ') }, tone: 'neutral' }
        : { ...base, kind: 'PLACED', params: { amount }, tone: 'neutral' };
    }
    case 'PAYMENT_PENDING':
      return { ...base, kind: 'PAYMENT_PENDING', params: { amount, channel }, tone: 'warning' };
    case 'PAYMENT_SUCCEEDED': {
      const kind =
        p.stage === 'DEPOSIT' ? 'DEPOSIT_PAID' : p.stage === 'BALANCE' ? 'BALANCE_PAID' : 'PAYMENT_SUCCEEDED';
      return { ...base, kind, params: { amount, channel }, tone: 'success' };
    }
    case 'PAYMENT_FAILED':
      return {
        ...base,
        kind: 'PAYMENT_FAILED',
        params: { amount, channel },
        ...(p.reason ? { detail: labels.failure(str(p.reason)) } : {}),
        tone: 'danger',
      };
    case 'CODES_ISSUED':
      return { ...base, kind: 'CODES_ISSUED', params: { count: num(p.count) }, tone: 'neutral' };
    case 'SHIPPED':
      return {
        ...base,
        kind: 'SHIPPED',
        params: { carrier: str(p.carrierName) || str(p.carrierCode), waybill: str(p.waybill) },
        tone: 'neutral',
      };
    case 'DELIVERED':
      return { ...base, kind: 'DELIVERED', params: { waybill: str(p.waybill) }, tone: 'success' };
    case 'PACKAGE_SIGNED':
      return { ...base, kind: 'PACKAGE_SIGNED', params: {}, tone: 'success' };
    case 'RECEIPT_CONFIRMED':
      return {
        ...base,
        kind: p.automatic ? 'RECEIPT_CONFIRMED_AUTO' : 'RECEIPT_CONFIRMED',
        params: {},
        tone: 'success',
      };
    case 'RECEIPT_POSTPONED':
      return { ...base, kind: 'RECEIPT_POSTPONED', params: { count: num(p.days) }, tone: 'neutral' };
    case 'REVIEWED':
      return { ...base, kind: 'REVIEWED', params: { count: num(p.lines) || 1 }, tone: 'neutral' };
    case 'READY_FOR_PICKUP':
    case 'PICKED_UP':
      return {
        ...base,
        kind: e.kind,
        params: { store: str(p.store) },
        tone: e.kind === 'PICKED_UP' ? 'success' : 'neutral',
      };
    case 'CLOSED':
      return {
        ...base,
        kind: p.reason === 'BALANCE_DEADLINE' ? 'CLOSED_BALANCE' : 'CLOSED',
        params: {},
        tone: 'danger',
      };
    case 'CANCELLED':
      return {
        ...base,
        kind: p.reason === 'CANCEL_ALL_AFTER_PAY' ? 'CANCELLED_REFUNDED' : 'CANCELLED',
        params: {},
        tone: 'danger',
      };
    case 'CANCEL_REQUESTED':
    case 'CANCEL_APPROVED':
      return { ...base, kind: e.kind, params: {}, tone: 'neutral' };
    case 'REFUNDED':
      return { ...base, kind: 'REFUNDED', params: { amount }, tone: 'success' };
    case 'INVOICE_SENT':
      return { ...base, kind: 'INVOICE_SENT', params: { to: str(p.to) }, tone: 'neutral' };
    case 'WITHDRAWN':
      return { ...base, kind: 'WITHDRAWN', params: { code: str(p.reverseTradeOrderCode) }, tone: 'warning' };
    case 'AFTER_SALES_APPLIED':
      return {
        ...base,
        kind: 'AFTER_SALES_APPLIED',
        params: {
          code: str(p.reverseTradeOrderCode),
          type: labels.afterSalesType(str(p.reverseTradeOrderType)),
        },
        tone: 'warning',
      };
    case 'AFTER_SALES_STEP':
      return {
        ...base,
        kind: 'AFTER_SALES_STEP',
        params: { code: str(p.reverseTradeOrderCode), status: labels.afterSalesStatus(str(p.to)) },
        tone: 'neutral',
      };
    default:
      return { ...base, kind: 'OTHER', params: {}, tone: 'neutral' };
  }
}

/**
 * A package's tracking events as timeline entries, in the interface language: the carrier's stage
 * code in words (its free text is in the carrier's language), the area beside it.
 */
export function trackingEntries(
  pkg: OrderPackage,
  events: readonly TrackingEvent[],
  labels: Pick<TimelineLabels, 'trackingStage'>,
): TimelineEntry[] {
  return events.map((ev, i) => ({
    id: `track-${pkg.id}-${ev.originTime}-${i}`,
    at: ev.formatTime,
    kind: 'TRACKING',
    params: {
      context: labels.trackingStage(ev.stage),
      carrier: pkg.fulfillmentServiceProvider?.entityName ?? '',
      waybill: pkg.serviceCode ?? '',
    },
    ...(ev.areaName ? { detail: ev.areaName } : {}),
    tone: ev.stage === 'DELIVERED' ? 'success' : 'neutral',
  }));
}

/**
 * The whole timeline, newest first: the order's log plus each package's tracking events. Equal
 * times keep the log's order (later id first).
 */
export function orderTimeline(
  events: readonly OrderEvent[],
  packages: readonly OrderPackage[],
  tracking: Readonly<Record<number, readonly TrackingEvent[] | undefined>>,
  labels: TimelineLabels,
): TimelineEntry[] {
  const entries = [
    ...events.map((e, index) => ({ entry: eventEntry(e, labels), index })),
    ...packages.flatMap((pkg) =>
      trackingEntries(pkg, tracking[pkg.id] ?? [], labels).map((entry) => ({ entry, index: -1 })),
    ),
  ];
  return entries
    .sort((a, b) => {
      const diff = Date.parse(b.entry.at) - Date.parse(a.entry.at);
      return diff !== 0 ? diff : b.index - a.index;
    })
    .map((x) => x.entry);
}
