import { SITES, type SiteCode } from '@kontor/domain';
import { SITE_CARRIER } from './carriers.ts';
import { ship } from './order-fulfilment.ts';
import { earnedGrowth, earnedPoints, wire } from './order-money.ts';
import type { BuildContext, BuiltOrder, ContractPlan, OrderPlan } from './order-plan.ts';
import { SHOPS } from './shops.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Days after shipment before receipt is confirmed automatically (the server's default). */
const AUTO_CONFIRM_DAYS = 10;

const CHANNELS: Record<SiteCode, string[]> = {
  DE: ['PAYPAL', 'CARD', 'KLARNA', 'APPLE_PAY'],
  NL: ['IDEAL', 'CARD', 'PAYPAL'],
  ES: ['CARD', 'BIZUM', 'PAYPAL'],
  SE: ['SWISH', 'KLARNA', 'CARD'],
  FR: ['CARD', 'PAYPAL'],
  IT: ['CARD', 'PAYPAL'],
  PL: ['BLIK', 'CARD'],
  UK: ['CARD', 'APPLE_PAY', 'PAYPAL'],
};
const PROVIDER_CODE: Record<string, string> = {
  CARD: 'SANDBOX_CARD',
  PAYPAL: 'SANDBOX_PAYPAL',
  KLARNA: 'SANDBOX_PAY_LATER',
  APPLE_PAY: 'SANDBOX_WALLET',
  IDEAL: 'SANDBOX_IDEAL',
  BIZUM: 'SANDBOX_BIZUM',
  SWISH: 'SANDBOX_SWISH',
  BLIK: 'SANDBOX_BLIK',
  POINTS: 'POINTS',
};

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** Gives a contract its payments and each order its life so far, up to its display status. */
export function tellStory(
  ctx: BuildContext,
  c: ContractPlan,
  contract: number,
  orders: BuiltOrder[],
  orderedAt: Date,
) {
  const { t, rng, now } = ctx;
  const first = orders[0].plan;
  const status = first.status;
  const currency = SITES[c.site].currency;
  const channel = first.pointsMall ? 'POINTS' : (c.channel ?? rng.pick(CHANNELS[c.site]));
  const total = orders.reduce((sum, o) => sum + o.needPay, 0);
  const contractRow = t.get('trade_contract', contract);
  const ymd = orderedAt.toISOString().slice(0, 10).replace(/-/g, '');

  for (const o of orders) {
    t.event(o.local, 'PLACED', 'BUYER', orderedAt, {
      code: o.code,
      amount: wire(o.needPay, currency),
      lines: o.lines.length,
      ...(orders.length > 1 ? { mergedWith: orders.filter((x) => x !== o).map((x) => x.code) } : {}),
    });
  }
  const paymentOrder = (stage: string, amount: number, state: string) =>
    t.add('payment_order', {
      contract_id: contract,
      stage,
      amount_minor: amount,
      currency,
      status: state,
      created_at: orderedAt.toISOString(),
    });
  const record = (
    po: number,
    state: string,
    when: Date,
    amount: number,
    failedReason: string | null = null,
  ) => {
    const id = t.add('payment_record', {
      payment_order_id: po,
      pay_unique_key: `PAY${ymd}${String(++ctx.counters.payment).padStart(6, '0')}`,
      record_status: state,
      pay_channel: channel,
      business_pay_channel_code: PROVIDER_CODE[channel],
      provider_reference: channel === 'POINTS' ? null : `sbx_${rng.code(16).toLowerCase()}`,
      failed_reason: failedReason,
      amount_minor: amount,
      currency,
      created_at: iso(at(when, -2 * MIN)),
      updated_at: iso(when),
    });
    const kind =
      state === 'PAY_SUCCESS'
        ? 'PAYMENT_SUCCEEDED'
        : state === 'PAY_FAILED'
          ? 'PAYMENT_FAILED'
          : 'PAYMENT_PENDING';
    const stage = t.get('payment_order', po).stage;
    for (const o of orders) {
      t.event(o.local, kind, 'SYSTEM', when, {
        paymentRecordId: id,
        payChannel: channel,
        stage,
        amount: wire(amount, currency),
        ...(failedReason ? { reason: failedReason } : {}),
      });
    }
    return id;
  };
  const setOrders = (values: Record<string, unknown>) => {
    for (const o of orders) Object.assign(t.get('trade_order', o.local), values);
  };

  const payAt = at(orderedAt, rng.int(3, 25) * MIN);
  const deadline = at(now, (c.payDeadlineInMinutes ?? 30) * MIN);
  switch (status) {
    case 'PENDING_PAY': {
      const po = paymentOrder('FULL', total, 'UNPAID');
      if (c.payment === 'PENDING') {
        record(po, 'PAY_PENDING', at(orderedAt, 6 * MIN), total);
        contractRow.not_first_time = true;
      }
      setOrders({ pay_deadline_at: iso(deadline), updated_at: iso(orderedAt) });
      return;
    }
    case 'PENDING_DEPOSIT': {
      const o = orders[0];
      paymentOrder('DEPOSIT', o.depositTotal, 'UNPAID');
      paymentOrder('BALANCE', total - o.depositTotal, 'UNPAID');
      setOrders({ pay_deadline_at: iso(deadline), updated_at: iso(orderedAt) });
      return;
    }
    case 'PENDING_BALANCE': {
      const o = orders[0];
      record(paymentOrder('DEPOSIT', o.depositTotal, 'PAID'), 'PAY_SUCCESS', payAt, o.depositTotal);
      paymentOrder('BALANCE', total - o.depositTotal, 'UNPAID');
      contractRow.not_first_time = true;
      const line = t.get('trade_order_line', o.lines[0].local);
      line.paid_minor = o.depositTotal;
      setOrders({
        paid_minor: o.depositTotal,
        deposit_paid_at: iso(payAt),
        pay_deadline_at: iso(presaleWindow(first, orderedAt, now)!.end),
        updated_at: iso(payAt),
      });
      return;
    }
    case 'CLOSED':
    case 'CANCELED': {
      const po = paymentOrder('FULL', total, 'CLOSED');
      if (c.payment === 'FAILED') {
        record(po, 'PAY_FAILED', at(orderedAt, 5 * MIN), total, '3ds_authentication_failed');
        contractRow.not_first_time = true;
      }
      const closedAt = status === 'CLOSED' ? at(orderedAt, DAY) : at(orderedAt, rng.int(10, 50) * MIN);
      for (const o of orders) {
        if (status === 'CLOSED') t.event(o.local, 'CLOSED', 'SYSTEM', closedAt, { reason: 'PAY_DEADLINE' });
        else
          t.event(o.local, 'CANCELLED', 'BUYER', closedAt, {
            reason: 'BUYER_CANCEL_BEFORE_PAY',
            remark: o.plan.cancelReason ?? 'Changed my mind',
          });
      }
      setOrders({
        pay_deadline_at: iso(at(orderedAt, DAY)),
        closed_at: iso(closedAt),
        updated_at: iso(closedAt),
      });
      return;
    }
  }

  // Paid: in one payment, or deposit first and balance inside its window.
  let paidAt = payAt;
  if (first.presale === 'DEPOSIT') {
    const o = orders[0];
    record(paymentOrder('DEPOSIT', o.depositTotal, 'PAID'), 'PAY_SUCCESS', payAt, o.depositTotal);
    paidAt = at(presaleWindow(first, orderedAt, now)!.start, rng.int(1, 20) * HOUR);
    record(
      paymentOrder('BALANCE', total - o.depositTotal, 'PAID'),
      'PAY_SUCCESS',
      paidAt,
      total - o.depositTotal,
    );
    setOrders({ deposit_paid_at: iso(payAt) });
  } else {
    const po = paymentOrder('FULL', total, 'PAID');
    if (c.payment === 'FAILED_THEN_OK')
      record(po, 'PAY_FAILED', at(payAt, -4 * MIN), total, 'card_declined: insufficient_funds');
    record(po, 'PAY_SUCCESS', payAt, total);
  }
  contractRow.not_first_time = true;
  for (const o of orders) {
    for (const l of o.lines) {
      const line = t.get('trade_order_line', l.local);
      line.paid_minor = line.need_pay_sku_minor;
      line.actual_paid_points = line.actual_need_pay_points;
    }
    const row = t.get('trade_order', o.local);
    Object.assign(row, {
      paid_minor: o.needPay,
      paid_at: iso(paidAt),
      actual_paid_points: row.actual_need_pay_points,
      earn_points: o.plan.pointsMall ? 0 : earnedPoints(o.needPay, c.site),
      earn_growth_value: o.plan.pointsMall ? 0 : earnedGrowth(o.needPay, c.site),
      updated_at: iso(paidAt),
    });
    fulfil(ctx, c, o, paidAt);
  }
}

function fulfil(ctx: BuildContext, c: ContractPlan, o: BuiltOrder, paidAt: Date) {
  const { t, rng, now } = ctx;
  const plan = o.plan;
  const row = t.get('trade_order', o.local);
  const shop = SHOPS.find((s) => s.n === o.shopNo)!;
  const lineRow = (i: number) => t.get('trade_order_line', o.lines[i].local);
  const issueCodes = (prefix: string, when: Date, usedCount: number, usedAt?: Date) => {
    o.lines.forEach((l, i) => {
      for (let n = 0; n < l.qty; n++) {
        const used = n < usedCount;
        t.couponCodes.push({
          order_id: o.local,
          order_line_id: l.local,
          coupon_code: `${prefix}-${rng.code(4)}-${rng.code(4)}-${rng.code(4)}`,
          coupons_password: prefix === 'KGC' ? rng.digits(6) : null,
          used_status: used ? 'USED' : 'NOT_USED',
          used_time: used ? iso(at(usedAt!, n * 3 * DAY)) : null,
        });
      }
      if (i === 0) t.event(o.local, 'CODES_ISSUED', 'SYSTEM', when, { count: l.qty });
    });
  };
  const deliverAll = () => {
    for (const l of o.lines) t.get('trade_order_line', l.local).delivered_qty = l.qty;
  };
  let last = paidAt;

  if (plan.status === 'UN_DELIVERY') {
    if (plan.service) issueCodes('KSV', at(paidAt, MIN), 0);
    return;
  }
  if (plan.status === 'CANCEL_ALL') {
    const requested = at(paidAt, rng.int(1, 5) * HOUR);
    const refunded = at(requested, rng.int(2, 20) * HOUR);
    t.event(o.local, 'CANCEL_REQUESTED', 'BUYER', requested, {
      reason: plan.cancelReason ?? 'Ordered by mistake',
    });
    t.event(o.local, 'CANCEL_APPROVED', 'SELLER', at(refunded, -30 * MIN), {});
    t.event(o.local, 'REFUNDED', 'SYSTEM', refunded, { amount: wire(o.needPay, row.currency as string) });
    o.lines.forEach((l, i) => {
      const line = lineRow(i);
      Object.assign(line, { cancelled_qty: l.qty, refunded_minor: line.paid_minor, reverse_status: 'DONE' });
    });
    Object.assign(row, {
      reverse_status: 'DONE',
      earn_points: 0,
      earn_growth_value: 0,
      closed_at: iso(refunded),
      updated_at: iso(refunded),
    });
    return;
  }

  if (plan.giftCard) {
    issueCodes('KGC', at(paidAt, MIN), 1, at(paidAt, 9 * DAY));
    deliverAll();
    last = at(paidAt, 2 * MIN);
    t.event(o.local, 'RECEIPT_CONFIRMED', 'SYSTEM', last, { automatic: true });
  } else if (plan.pickUp) {
    const ready = at(paidAt, rng.int(4, 20) * HOUR);
    last = at(ready, rng.int(20, 50) * HOUR);
    t.event(o.local, 'READY_FOR_PICKUP', 'SELLER', ready, { store: shop.siteAddress });
    t.event(o.local, 'PICKED_UP', 'BUYER', last, { store: shop.siteAddress });
    deliverAll();
    t.event(o.local, 'RECEIPT_CONFIRMED', 'BUYER', last, {});
  } else {
    const groups = plan.shipments ?? [o.lines.map((l, i) => [i, l.qty] as [number, number])];
    const carrier =
      c.site === 'DE'
        ? shop.carriers[o.local % 3 === 0 ? 1 : 0]
        : shop.channel === 'CBE'
          ? 'UPS'
          : SITE_CARRIER[c.site];
    // Received a given number of days ago: shipped three days before that, delivered in between.
    const receivedAt =
      plan.status === 'COMPLETE' && plan.receivedDaysAgo !== undefined
        ? at(now, -plan.receivedDaysAgo * DAY)
        : undefined;
    const firstShipped =
      plan.status === 'UN_RECEIVED'
        ? at(now, -(plan.shippedDaysAgo ?? 2) * DAY)
        : receivedAt
          ? at(receivedAt, -3 * DAY)
          : at(paidAt, rng.int(18, 40) * HOUR);
    let shipped = firstShipped;
    const packages: number[] = [];
    groups.forEach((group, g) => {
      shipped = g === 0 ? firstShipped : at(shipped, rng.int(14, 30) * HOUR);
      const delivered = plan.status === 'COMPLETE' ? at(shipped, rng.int(40, 64) * HOUR) : undefined;
      const pkg = ship(t, rng, {
        orderLocal: o.local,
        lines: group.map(([i, qty]) => ({ line: o.lines[i].local, qty })),
        carrier: carrier as never,
        carrierId: ctx.carrierIds.get(carrier)!,
        shippedAt: shipped,
        deliveredAt: delivered,
        fromCity: shop.dispatchCity,
        fromCountry: shop.returnAddress.country,
        toCity: c.address.city,
        toCountry: c.address.country,
        now,
      });
      packages.push(pkg);
      last = delivered ?? shipped;
    });
    const receiptDeadline = at(shipped, AUTO_CONFIRM_DAYS * DAY);
    Object.assign(row, { shipped_at: iso(firstShipped), receipt_deadline_at: iso(receiptDeadline) });
    if (plan.status === 'COMPLETE') {
      last = plan.autoConfirmed ? receiptDeadline : (receivedAt ?? at(last, rng.int(3, 30) * HOUR));
      for (const pkg of packages) {
        Object.assign(t.get('package', pkg), { status: 'SIGN_IN', signed_at: iso(last) });
        if (!plan.autoConfirmed) t.event(o.local, 'PACKAGE_SIGNED', 'BUYER', last, { packageId: pkg });
      }
      t.event(
        o.local,
        'RECEIPT_CONFIRMED',
        plan.autoConfirmed ? 'SYSTEM' : 'BUYER',
        last,
        plan.autoConfirmed ? { automatic: true } : {},
      );
    }
  }

  if (plan.status === 'COMPLETE') {
    row.completed_at = iso(last);
    if (plan.comment) {
      const reviewed = at(last, rng.int(20, 60) * HOUR);
      o.lines.forEach((_, i) => {
        if (plan.comment === 'EVALUATED' || i === 0) lineRow(i).comment_status = 'EVALUATED';
      });
      row.comment_status = plan.comment;
      t.event(o.local, 'REVIEWED', 'BUYER', reviewed, {
        lines: plan.comment === 'EVALUATED' ? o.lines.length : 1,
      });
      last = reviewed;
    }
  }
  row.updated_at = iso(last);
}

/** The balance-payment window of a deposit pre-sale, relative to its order and to the load. */
export function presaleWindow(o: OrderPlan, orderedAt: Date, now: Date): { start: Date; end: Date } | null {
  if (o.presale !== 'DEPOSIT') return null;
  const window = (base: Date, from: number, to: number) => ({
    start: at(base, from * DAY),
    end: at(base, to * DAY),
  });
  if (o.status === 'PENDING_DEPOSIT') return window(now, 5, 8);
  if (o.status === 'PENDING_BALANCE') return o.balanceOpen ? window(now, -1, 2) : window(now, 2, 5);
  return window(orderedAt, 3, 6);
}
