import { ORDER_EVENT_KINDS } from '@kontor/domain/orders/order-events';
import type { OrderLogEntry as OrderEvent } from '@kontor/domain/orders/orders-responses';
import { describe, expect, it } from 'vitest';
import { eventEntry, orderTimeline, TIMELINE_KINDS } from './order-timeline.ts';
import { packageOf } from './test-orders.ts';

const labels = {
  money: (m: { value: string; currency: string } | null | undefined) => (m ? `${m.currency} ${m.value}` : ''),
  channel: (code: string) => (code === 'CARD' ? 'Card' : code),
  failure: (reason: string) => `failure:${reason}`,
  afterSalesType: (type: string) => `type:${type}`,
  afterSalesStatus: (status: string) => `status:${status}`,
  trackingStage: (stage: string | null | undefined) => `stage:${stage}`,
};
let nextId = 1;
const ev = (
  kind: string,
  payload: Record<string, unknown> = {},
  at = '2026-11-18T10:00:00.000Z',
): OrderEvent => ({
  id: nextId++,
  // A kind the web does not know yet (a newer server) must still show, so any string is allowed here.
  kind: kind as OrderEvent['kind'],
  actor: 'SYSTEM',
  payload,
  createdAt: at,
});
const eur = (value: string) => ({ value, currency: 'EUR' });

describe('timeline event mapping', () => {
  it('maps placing, merged placing and payments with amount and channel', () => {
    expect(eventEntry(ev('PLACED', { amount: eur('10.00') }), labels)).toMatchObject({
      kind: 'PLACED',
      params: { amount: 'EUR 10.00' },
    });
    expect(
      eventEntry(ev('PLACED', { amount: eur('1.00'), mergedWith: ['KO1', 'KO2'] }), labels),
    ).toMatchObject({
      kind: 'PLACED_MERGED',
      params: { orders: 'KO1, KO2' },
    });
    expect(
      eventEntry(ev('PAYMENT_SUCCEEDED', { stage: 'FULL', amount: eur('5.00'), payChannel: 'CARD' }), labels),
    ).toMatchObject({
      kind: 'PAYMENT_SUCCEEDED',
      params: { amount: 'EUR 5.00', channel: 'Card' },
      tone: 'success',
    });
    expect(eventEntry(ev('PAYMENT_SUCCEEDED', { stage: 'DEPOSIT' }), labels).kind).toBe('DEPOSIT_PAID');
    expect(eventEntry(ev('PAYMENT_SUCCEEDED', { stage: 'BALANCE' }), labels).kind).toBe('BALANCE_PAID');
    expect(eventEntry(ev('PAYMENT_PENDING', { payChannel: 'KLARNA' }), labels)).toMatchObject({
      kind: 'PAYMENT_PENDING',
      tone: 'warning',
    });
    expect(eventEntry(ev('PAYMENT_FAILED', { reason: 'card_declined' }), labels)).toMatchObject({
      kind: 'PAYMENT_FAILED',
      detail: 'failure:card_declined',
      tone: 'danger',
    });
  });

  it('maps shipping, receipt and closing events', () => {
    expect(eventEntry(ev('SHIPPED', { carrierName: 'DPD', waybill: '0150' }), labels).params).toEqual({
      carrier: 'DPD',
      waybill: '0150',
    });
    expect(eventEntry(ev('RECEIPT_CONFIRMED', { automatic: true }), labels).kind).toBe(
      'RECEIPT_CONFIRMED_AUTO',
    );
    expect(eventEntry(ev('RECEIPT_CONFIRMED'), labels).kind).toBe('RECEIPT_CONFIRMED');
    expect(eventEntry(ev('RECEIPT_POSTPONED', { days: 7 }), labels).params).toEqual({ count: 7 });
    expect(eventEntry(ev('CLOSED', { reason: 'BALANCE_DEADLINE' }), labels).kind).toBe('CLOSED_BALANCE');
    expect(eventEntry(ev('CLOSED', { reason: 'PAY_DEADLINE' }), labels).kind).toBe('CLOSED');
    expect(eventEntry(ev('CODES_ISSUED', { count: 3 }), labels).params).toEqual({ count: 3 });
    expect(eventEntry(ev('INVOICE_SENT', { to: 'a@b.de' }), labels).params).toEqual({ to: 'a@b.de' });
    expect(eventEntry(ev('REFUNDED', { amount: eur('9.00') }), labels).params).toEqual({
      amount: 'EUR 9.00',
    });
  });

  it('shows an unknown kind as a generic update and every mapped kind has a text key', () => {
    expect(eventEntry(ev('SOMETHING_NEW'), labels)).toMatchObject({ kind: 'OTHER', params: {} });
    const kinds = [
      'PLACED',
      'PAYMENT_PENDING',
      'PAYMENT_FAILED',
      'DELIVERED',
      'PACKAGE_SIGNED',
      'REVIEWED',
      'READY_FOR_PICKUP',
      'PICKED_UP',
      'CANCELLED',
      'CANCEL_REQUESTED',
      'CANCEL_APPROVED',
    ].map((k) => eventEntry(ev(k), labels).kind);
    for (const kind of kinds) expect(TIMELINE_KINDS).toContain(kind);
  });

  it('names after-sales steps and a full cancellation in words, never by their codes', () => {
    const applied = eventEntry(
      ev('AFTER_SALES_APPLIED', { reverseTradeOrderCode: 'AS1', reverseTradeOrderType: 'SALE_RETURN' }),
      labels,
    );
    expect(applied).toMatchObject({
      kind: 'AFTER_SALES_APPLIED',
      params: { code: 'AS1', type: 'type:SALE_RETURN' },
    });
    const step = eventEntry(
      ev('AFTER_SALES_STEP', { reverseTradeOrderCode: 'AS1', step: 'AUDIT', to: 'WAITING_FOR_BUYER_RETURN' }),
      labels,
    );
    expect(step).toMatchObject({
      kind: 'AFTER_SALES_STEP',
      params: { code: 'AS1', status: 'status:WAITING_FOR_BUYER_RETURN' },
    });
    expect(eventEntry(ev('CANCELLED', { reason: 'CANCEL_ALL_AFTER_PAY' }), labels).kind).toBe(
      'CANCELLED_REFUNDED',
    );
  });

  it('maps every kind the order log may write to its own entry, never the catch-all', () => {
    for (const kind of ORDER_EVENT_KINDS) {
      expect(eventEntry(ev(kind), labels).kind, kind).not.toBe('OTHER');
    }
  });
});

describe('order timeline', () => {
  it('merges the log with tracking events, newest first', () => {
    const placed = ev('PLACED', {}, '2026-11-15T10:00:00.000Z');
    const shipped = ev('SHIPPED', { carrierName: 'DPD', waybill: 'W4' }, '2026-11-17T10:00:00.000Z');
    const pkg = packageOf(4);
    const entries = orderTimeline(
      [placed, shipped],
      [pkg],
      {
        4: [
          {
            originTime: 3,
            formatTime: '2026-11-18T08:00:00.000Z',
            context: 'Out for delivery',
            areaName: 'Berlin',
            stage: 'OUT_FOR_DELIVERY',
          },
          {
            originTime: 2,
            formatTime: '2026-11-17T12:00:00.000Z',
            context: 'Picked up',
            areaName: '',
            stage: 'PICKED_UP',
          },
        ],
      },
      labels,
    );
    expect(entries.map((e) => e.kind)).toEqual(['TRACKING', 'TRACKING', 'SHIPPED', 'PLACED']);
    expect(entries[0]).toMatchObject({
      params: { context: 'stage:OUT_FOR_DELIVERY', carrier: 'DPD', waybill: 'W4' },
      detail: 'Berlin',
    });
  });

  it('keeps the log order for events at the same time', () => {
    const at = '2026-11-15T10:00:00.000Z';
    const a = ev('PACKAGE_SIGNED', {}, at);
    const b = ev('RECEIPT_CONFIRMED', {}, at);
    expect(orderTimeline([a, b], [], {}, labels).map((e) => e.kind)).toEqual([
      'RECEIPT_CONFIRMED',
      'PACKAGE_SIGNED',
    ]);
  });
});
