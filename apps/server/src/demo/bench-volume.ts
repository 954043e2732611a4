import type { Db, Queryable } from '../platform/db/index.ts';
import { TAX_RATE } from './order-money.ts';

/**
 * Benchmark volume (DESIGN §9: 1,000 buyers × 200 orders): bench-<n>@kontor.test buyers with
 * orders of 1–3 lines in every common status. Everything is set-based SQL (generate_series,
 * INSERT … SELECT) over a chunk of buyers per transaction, so the database does the work; the
 * "random" choices come from a hash of the buyer and order number, so a run is repeatable.
 */
export interface BenchOptions {
  buyers: number;
  ordersPerBuyer: number;
  passwordHash: string;
  now: Date;
  /** Buyers per transaction. */
  chunk?: number;
  log?: (line: string) => void;
}

/** A 32-bit multiplicative hash of an integer SQL expression. */
const mix = (x: string) => `(((${x}) % 2147483648) * 2654435761 % 4294967296)`;

const SITE_PICK = `(ARRAY['DE','DE','DE','DE','DE','DE','UK','UK','NL','FR','IT','ES','SE','PL'])[1 + (h / 3) % 14]`;
const TAX = `CASE site ${Object.entries(TAX_RATE)
  .map(([s, r]) => `WHEN '${s}' THEN ${r}`)
  .join(' ')} END`;
const STATUS = `CASE WHEN p < 5 THEN 'PENDING_PAY' WHEN p < 12 THEN 'UN_DELIVERY' WHEN p < 20 THEN 'UN_RECEIVED'
  WHEN p < 80 THEN 'COMPLETE' WHEN p < 88 THEN 'CLOSED' WHEN p < 95 THEN 'CANCELED' ELSE 'CANCEL_ALL' END`;
const PAID = `('UN_DELIVERY','UN_RECEIVED','COMPLETE','CANCEL_ALL')`;

export async function loadBenchVolume(db: Db, o: BenchOptions): Promise<{ buyers: number; orders: number }> {
  const log = o.log ?? (() => {});
  const chunk = Math.max(1, o.chunk ?? Math.max(1, Math.floor(20_000 / Math.max(1, o.ordersPerBuyer))));
  const start =
    ((
      await db.one<{ n: number }>(
        `SELECT coalesce(max(substring(email FROM '^bench-([0-9]+)@')::int), 0) AS n
         FROM app_user WHERE email LIKE 'bench-%@kontor.test'`,
      )
    )?.n ?? 0) + 1;
  const end = start + o.buyers - 1;
  const nowIso = o.now.toISOString();
  let orders = 0;
  for (let from = start; from <= end; from += chunk) {
    const to = Math.min(end, from + chunk - 1);
    const began = performance.now();
    orders += await db.tx((q) => loadChunk(q, from, to, o.ordersPerBuyer, o.passwordHash, nowIso));
    log(`  buyers ${from}–${to}: ${orders} orders so far (${Math.round(performance.now() - began)} ms)`);
  }
  await db.exec(
    'ANALYZE app_user, trade_contract, trade_order, trade_order_line, payment_order, payment_record, package, package_line, order_event, logistics_event, reverse_order, reverse_order_line, reverse_order_remark, reverse_fulfillment, refund',
  );
  return { buyers: o.buyers, orders };
}

async function loadChunk(
  q: Queryable,
  from: number,
  to: number,
  perBuyer: number,
  hash: string,
  now: string,
) {
  await q.query(
    `INSERT INTO app_user (email, password_hash, nickname, username, roles, site, created_at)
     SELECT 'bench-' || n || '@kontor.test', $3, 'Bench buyer ' || n, 'bench-' || n, '{buyer}', 'DE',
            $4::timestamptz - interval '500 days'
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to, hash, now],
  );
  // The SKUs an order line may take, numbered 1…n within their shop.
  await q.exec(`CREATE TEMP TABLE bench_sku ON COMMIT DROP AS
    SELECT row_number() OVER (PARTITION BY i.shop_id ORDER BY k.id) AS rn, count(*) OVER (PARTITION BY i.shop_id) AS n,
           k.id AS sku_id, i.id AS item_id, i.shop_id, k.name, k.image, k.attributes
      FROM sku k JOIN item i ON i.id = k.item_id
     WHERE i.business_type = 'NORMAL' AND i.status = 'ON_SALE'`);
  const shops = (
    await q.query<{ shop_id: number }>('SELECT DISTINCT shop_id FROM bench_sku ORDER BY shop_id')
  ).map((r) => r.shop_id);

  // One row per order: its ids, buyer, site, status and moments.
  await q.query(
    `CREATE TEMP TABLE bench_order ON COMMIT DROP AS
     SELECT nextval(pg_get_serial_sequence('trade_contract', 'id')) AS contract_id,
            nextval(pg_get_serial_sequence('trade_order', 'id')) AS order_id,
            nextval(pg_get_serial_sequence('payment_order', 'id')) AS payment_order_id,
            x.*, $3::timestamptz - (CASE status
                WHEN 'PENDING_PAY' THEN (h % 1200) * interval '1 minute'
                WHEN 'UN_DELIVERY' THEN (1 + h % 9) * interval '1 day'
                WHEN 'UN_RECEIVED' THEN (3 + h % 5) * interval '1 day'
                ELSE (12 + h % 410) * interval '1 day' END)
              - CASE WHEN status = 'PENDING_PAY' THEN interval '0' ELSE (h % 1440) * interval '1 minute' END AS ordered_at
       FROM (SELECT u.id AS buyer_id, g.k, h, ${SITE_PICK} AS site, 1 + (h / 7) % 3 AS line_count,
                    ($5::bigint[])[1 + (h / 5) % ${shops.length}] AS shop_id,
                    ${STATUS} AS status, (h / 17) % 10 < 3 AS evaluated
               FROM (SELECT id, substring(email FROM '^bench-([0-9]+)@')::bigint AS n FROM app_user
                      WHERE email LIKE 'bench-%@kontor.test'
                        AND substring(email FROM '^bench-([0-9]+)@')::int BETWEEN $1 AND $2) u
               CROSS JOIN generate_series(1, $4::int) AS g(k)
               CROSS JOIN LATERAL (SELECT ${mix('u.n * 1000 + g.k')} AS h) hh
               CROSS JOIN LATERAL (SELECT (h / 11) % 100 AS p) pp) x`,
    [from, to, now, perBuyer, shops],
  );
  await q.exec('ANALYZE bench_order');
  // Lines: SKUs of the order's shop, priced on the order's site.
  await q.exec(`CREATE TEMP TABLE bench_line ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('trade_order_line', 'id')) AS line_id, o.order_id, j, s.sku_id, s.item_id,
           s.name, s.image, s.attributes, qty, p.sale_minor AS unit, p.sale_minor * qty AS sku_minor
      FROM bench_order o
      CROSS JOIN generate_series(1, o.line_count) AS j
      CROSS JOIN LATERAL (SELECT ${mix('o.h + j * 7919')} AS hl) hh
      CROSS JOIN LATERAL (SELECT CASE WHEN hl % 4 = 1 THEN 2 ELSE 1 END AS qty) qq
      JOIN (SELECT DISTINCT shop_id, n FROM bench_sku) sn ON sn.shop_id = o.shop_id
      JOIN bench_sku s ON s.shop_id = o.shop_id AND s.rn = 1 + (hl / 29) % sn.n
      JOIN sku_price p ON p.sku_id = s.sku_id AND p.site = o.site`);
  await q.exec('ANALYZE bench_line');
  await q.exec(`CREATE TEMP TABLE bench_total ON COMMIT DROP AS
    SELECT o.*, code, t.sku_minor, t.count, ship, t.sku_minor + ship AS need_pay, ${TAX} AS rate,
           o.ordered_at + interval '12 minutes' AS paid_at, o.ordered_at + interval '30 hours' AS shipped_at,
           o.ordered_at + interval '4 days' AS done_at
      FROM bench_order o
      JOIN (SELECT order_id, sum(sku_minor) AS sku_minor, sum(qty) AS count FROM bench_line GROUP BY order_id) t USING (order_id)
      CROSS JOIN LATERAL (SELECT CASE WHEN t.sku_minor >= 10000 THEN 0 ELSE 490 END AS ship,
                                 'KB' || to_char(o.ordered_at, 'YYYYMMDD') || lpad(o.order_id::text, 9, '0') AS code) c`);

  const address = `jsonb_build_object('firstName', 'Bench', 'lastName', 'Buyer ' || t.k, 'personName', 'Bench Buyer',
    'personPhone', '+49 151 0000000', 'email', 'bench@kontor.test', 'country', 'DE', 'province', 'Berlin',
    'city', 'Berlin', 'postalCode', '10115', 'poiName', 'Invalidenstraße', 'houseNo', (1 + t.h % 120)::text,
    'detailAddress', 'Invalidenstraße ' || (1 + t.h % 120) || ', 10115 Berlin')`;
  await q.exec(`INSERT INTO trade_contract (id, buyer_id, site, currency, not_first_time, selected_address, billing_address,
      need_pay_minor, created_at) OVERRIDING SYSTEM VALUE
    SELECT t.contract_id, t.buyer_id, t.site, s.currency, t.status IN ${PAID}, ${address}, ${address}, t.need_pay, t.ordered_at
      FROM bench_total t JOIN site s ON s.code = t.site`);
  await q.exec(`INSERT INTO trade_order (id, code, contract_id, buyer_id, shop_id, site, currency, display_status, reverse_status,
      comment_status, pay_deadline_at, sku_minor, sku_total_count, tax_minor, tax_rate, shipping_minor, need_pay_minor,
      paid_minor, earn_points, earn_growth_value, buyer_email, ordered_at, paid_at, shipped_at, receipt_deadline_at,
      completed_at, closed_at, created_at, updated_at) OVERRIDING SYSTEM VALUE
    SELECT t.order_id, t.code, t.contract_id, t.buyer_id, t.shop_id, t.site, s.currency, t.status,
           CASE WHEN t.status = 'CANCEL_ALL' THEN 'DONE' ELSE 'NOT_REQUESTED' END,
           CASE WHEN t.status = 'COMPLETE' AND t.evaluated THEN 'EVALUATED' ELSE 'NOT_EVALUATED' END,
           t.ordered_at + interval '1 day', t.sku_minor, t.count, round(t.need_pay * t.rate / (1 + t.rate)), t.rate, t.ship,
           t.need_pay, CASE WHEN t.status IN ${PAID} THEN t.need_pay ELSE 0 END,
           CASE WHEN t.status IN ('UN_DELIVERY','UN_RECEIVED','COMPLETE') THEN ceil(t.need_pay / 1000.0) ELSE 0 END,
           CASE WHEN t.status IN ('UN_DELIVERY','UN_RECEIVED','COMPLETE') THEN t.need_pay / 100 ELSE 0 END,
           'bench@kontor.test', t.ordered_at,
           CASE WHEN t.status IN ${PAID} THEN t.paid_at END,
           CASE WHEN t.status IN ('UN_RECEIVED','COMPLETE') THEN t.shipped_at END,
           CASE WHEN t.status IN ('UN_RECEIVED','COMPLETE') THEN t.shipped_at + interval '10 days' END,
           CASE WHEN t.status = 'COMPLETE' THEN t.done_at END,
           CASE WHEN t.status IN ('CLOSED','CANCELED') THEN t.ordered_at + interval '1 day'
                WHEN t.status = 'CANCEL_ALL' THEN t.paid_at + interval '5 hours' END,
           t.ordered_at, t.ordered_at
      FROM bench_total t JOIN site s ON s.code = t.site`);
  await q.exec(`INSERT INTO trade_order_line (id, order_id, code, sku_id, item_id, sku_name, sku_image, sku_attributes, trade_qty,
      delivered_qty, cancelled_qty, unit_price_minor, sku_minor, need_pay_sku_minor, paid_minor, refunded_minor, tax_minor,
      reverse_status, comment_status) OVERRIDING SYSTEM VALUE
    SELECT l.line_id, l.order_id, t.code || '-' || lpad(l.j::text, 2, '0'), l.sku_id, l.item_id, l.name, l.image, l.attributes,
           l.qty, CASE WHEN t.status IN ('UN_RECEIVED','COMPLETE') THEN l.qty ELSE 0 END,
           CASE WHEN t.status = 'CANCEL_ALL' THEN l.qty ELSE 0 END, l.unit, l.sku_minor, l.sku_minor,
           CASE WHEN t.status IN ${PAID} THEN l.sku_minor ELSE 0 END,
           CASE WHEN t.status = 'CANCEL_ALL' THEN l.sku_minor ELSE 0 END,
           round(l.sku_minor * t.rate / (1 + t.rate)),
           CASE WHEN t.status = 'CANCEL_ALL' THEN 'DONE' ELSE 'NOT_REQUESTED' END,
           CASE WHEN t.status = 'COMPLETE' AND t.evaluated THEN 'EVALUATED' ELSE 'NOT_EVALUATED' END
      FROM bench_line l JOIN bench_total t USING (order_id)`);
  await q.exec(`INSERT INTO payment_order (id, contract_id, amount_minor, currency, status, created_at) OVERRIDING SYSTEM VALUE
    SELECT t.payment_order_id, t.contract_id, t.need_pay, s.currency,
           CASE WHEN t.status IN ${PAID} THEN 'PAID' WHEN t.status = 'PENDING_PAY' THEN 'UNPAID' ELSE 'CLOSED' END, t.ordered_at
      FROM bench_total t JOIN site s ON s.code = t.site`);
  await q.exec(`INSERT INTO payment_record (payment_order_id, pay_unique_key, record_status, pay_channel, business_pay_channel_code,
      amount_minor, currency, created_at, updated_at)
    SELECT t.payment_order_id, 'PB' || lpad(t.payment_order_id::text, 12, '0'), 'PAY_SUCCESS',
           (ARRAY['CARD','PAYPAL','KLARNA'])[1 + t.h % 3], 'SANDBOX', t.need_pay, s.currency, t.paid_at, t.paid_at
      FROM bench_total t JOIN site s ON s.code = t.site WHERE t.status IN ${PAID}`);
  await q.exec(`CREATE TEMP TABLE bench_package ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('package', 'id')) AS package_id, t.order_id, t.status, t.shipped_at, t.done_at,
           '00340434' || lpad(t.order_id::text, 12, '0') AS waybill
      FROM bench_total t WHERE t.status IN ('UN_RECEIVED','COMPLETE')`);
  await q.exec(`INSERT INTO package (id, order_id, status, carrier_id, service_code, created_at, signed_at) OVERRIDING SYSTEM VALUE
    SELECT p.package_id, p.order_id, CASE WHEN p.status = 'COMPLETE' THEN 'SIGN_IN' ELSE 'SEND_DELIVERY' END,
           (SELECT id FROM carrier WHERE entity_code = 'DHL'), p.waybill, p.shipped_at,
           CASE WHEN p.status = 'COMPLETE' THEN p.done_at END
      FROM bench_package p`);
  await q.exec(`INSERT INTO package_line (package_id, order_line_id, qty)
    SELECT p.package_id, l.line_id, l.qty FROM bench_package p JOIN bench_line l USING (order_id)`);
  await q.exec(`INSERT INTO logistics_event (carrier_code, waybill, occurred_at, area_name, context, stage)
    SELECT 'DHL', p.waybill, p.shipped_at + interval '2 hours', 'Berlin, DE', 'The parcel was handed over to DHL Paket by the sender.', 'PICKED_UP'
      FROM bench_package p
    UNION ALL
    SELECT 'DHL', p.waybill, p.shipped_at + interval '26 hours', 'Leipzig Hub, DE', 'The parcel has arrived at the parcel centre.', 'IN_TRANSIT'
      FROM bench_package p
    UNION ALL
    SELECT 'DHL', p.waybill, p.done_at - interval '20 hours', 'Berlin, DE', 'The parcel was delivered to the recipient.', 'DELIVERED'
      FROM bench_package p WHERE p.status = 'COMPLETE'`);
  await q.exec(`INSERT INTO order_event (order_id, kind, actor, payload, created_at)
    SELECT order_id, 'PLACED', 'BUYER', jsonb_build_object('code', code), ordered_at FROM bench_total
    UNION ALL
    SELECT order_id, 'PAYMENT_SUCCEEDED', 'SYSTEM', jsonb_build_object('stage', 'FULL'), paid_at FROM bench_total WHERE status IN ${PAID}
    UNION ALL
    SELECT p.order_id, 'SHIPPED', 'SELLER', jsonb_build_object('packageId', p.package_id, 'carrierCode', 'DHL', 'waybill', p.waybill), p.shipped_at
      FROM bench_package p
    UNION ALL
    SELECT order_id, 'RECEIPT_CONFIRMED', 'BUYER', '{}'::jsonb, done_at FROM bench_total WHERE status = 'COMPLETE'
    UNION ALL
    SELECT order_id, 'CLOSED', 'SYSTEM', '{"reason":"PAY_DEADLINE"}'::jsonb, ordered_at + interval '1 day' FROM bench_total WHERE status = 'CLOSED'
    UNION ALL
    SELECT order_id, 'CANCELLED', 'BUYER', '{"reason":"BUYER_CANCEL_BEFORE_PAY"}'::jsonb, ordered_at + interval '20 minutes'
      FROM bench_total WHERE status = 'CANCELED'
    UNION ALL
    SELECT order_id, 'REFUNDED', 'SYSTEM', '{}'::jsonb, paid_at + interval '5 hours' FROM bench_total WHERE status = 'CANCEL_ALL'`);
  // Reviews of the lines marked reviewed (the review list benchmark), every other one answered by the shop.
  await q.exec(`INSERT INTO comment (top_id, parent_id, order_id, order_line_id, item_id, shop_id, seller_user_id,
      commentator_id, content, rate_dict, created_at)
    SELECT -1, -1, l.order_id, l.line_id, l.item_id, o.shop_id, sh.seller_user_id, o.buyer_id,
           'Solid and well made, arrived quickly. Would buy again.', 1 + (t.h + l.j) % 5, t.done_at + interval '1 day'
      FROM bench_line l JOIN bench_total t USING (order_id) JOIN trade_order o ON o.id = l.order_id
      JOIN shop sh ON sh.id = o.shop_id
     WHERE t.status = 'COMPLETE' AND t.evaluated`);
  await q.exec(`INSERT INTO comment_reply (comment_id, shop_id, replier_user_id, content, created_at)
    SELECT c.id, c.shop_id, c.seller_user_id, 'Thank you for your review!', c.created_at + interval '1 day'
      FROM comment c JOIN bench_total t ON t.order_id = c.order_id WHERE c.id % 2 = 0`);
  await loadAfterSales(q);
  return (await q.one<{ n: number }>('SELECT count(*)::int AS n FROM bench_total'))!.n;
}

/**
 * After-sales records (the after-sales list benchmark), consistent with the orders they belong to:
 * every CANCEL_ALL order its done cancel-after-payment record, and one in five completed orders a
 * record on its first line (one unit) — refunds and returns done, a return awaiting the parcel, an
 * exchange awaiting confirmation, a refund under review, a withdrawn one. Done ones are booked on
 * the line and order (refunded, reversed), open ones hold their unit (reserved_qty).
 */
async function loadAfterSales(q: Queryable) {
  await q.exec(`CREATE TEMP TABLE bench_reverse ON COMMIT DROP AS
    SELECT nextval(pg_get_serial_sequence('reverse_order', 'id')) AS reverse_id, x.*,
           CASE x.kind WHEN 0 THEN 'SALE_REFUND' WHEN 1 THEN 'SALE_RETURN' WHEN 2 THEN 'SALE_RETURN'
                       WHEN 3 THEN 'SALE_EXCHANGE' WHEN 4 THEN 'SALE_REFUND' WHEN 5 THEN 'SALE_RETURN'
                       ELSE 'SALE_CANCEL_AFTER_PAID' END AS type,
           CASE x.kind WHEN 0 THEN 'REFUND_DONE' WHEN 1 THEN 'REFUND_DONE' WHEN 2 THEN 'WAITING_FOR_BUYER_RETURN'
                       WHEN 3 THEN 'WAITING_FOR_BUYER_CONFIRMED' WHEN 4 THEN 'WAITING_FOR_AUDIT_BY_SELLER'
                       WHEN 5 THEN 'REVERSE_CANCELED' ELSE 'REFUND_DONE' END AS status
      FROM (SELECT t.order_id, t.buyer_id, t.shop_id, t.need_pay, l.line_id, l.sku_id, l.name, l.image, l.attributes,
                   l.unit, (t.h / 3) % 6 AS kind, t.done_at + interval '2 days' + (t.h % 600) * interval '1 minute' AS at
              FROM bench_total t JOIN bench_line l ON l.order_id = t.order_id AND l.j = 1
             WHERE t.status = 'COMPLETE' AND (t.h / 13) % 5 = 0
            UNION ALL
            SELECT t.order_id, t.buyer_id, t.shop_id, t.need_pay, NULL, NULL, NULL, NULL, NULL, NULL, 6,
                   t.paid_at + interval '1 hour'
              FROM bench_total t WHERE t.status = 'CANCEL_ALL') x`);
  await q.exec(`INSERT INTO reverse_order (id, code, order_id, buyer_id, shop_id, type, original_type, status, reason,
      currency, apply_refund_minor, refund_minor, refund_shipping_minor, return_address, created_at, updated_at, closed_at)
    OVERRIDING SYSTEM VALUE
    SELECT r.reverse_id, 'AS' || to_char(r.at, 'YYMMDD') || lpad(r.reverse_id::text, 8, '0'), r.order_id, r.buyer_id,
           r.shop_id, r.type, r.type, r.status,
           CASE r.type WHEN 'SALE_EXCHANGE' THEN 'WRONG_SIZE_OR_COLOUR' WHEN 'SALE_CANCEL_AFTER_PAID' THEN 'NO_LONGER_NEEDED'
                       ELSE 'QUALITY_ISSUE' END,
           o.currency,
           CASE WHEN r.kind = 6 THEN r.need_pay WHEN r.type = 'SALE_EXCHANGE' THEN 0 ELSE r.unit END,
           CASE WHEN r.kind = 6 THEN o.sku_minor WHEN r.status IN ('REFUND_DONE') THEN r.unit END,
           CASE WHEN r.kind = 6 THEN o.shipping_minor ELSE 0 END,
           CASE WHEN r.type IN ('SALE_RETURN','SALE_EXCHANGE') AND r.kind <> 5 THEN s.return_address END,
           r.at, r.at + interval '1 day',
           CASE WHEN r.status IN ('REFUND_DONE','REVERSE_CANCELED') THEN r.at + interval '3 days' END
      FROM bench_reverse r JOIN trade_order o ON o.id = r.order_id JOIN shop s ON s.id = r.shop_id`);
  await q.exec(`INSERT INTO reverse_order_line (reverse_order_id, order_line_id, qty, apply_refund_minor, refund_minor,
      derivative_sku_id, derivative_sku)
    SELECT r.reverse_id, r.line_id, 1, CASE WHEN r.type = 'SALE_EXCHANGE' THEN 0 ELSE r.unit END,
           CASE WHEN r.status = 'REFUND_DONE' THEN r.unit ELSE 0 END,
           CASE WHEN r.type = 'SALE_EXCHANGE' THEN r.sku_id END,
           CASE WHEN r.type = 'SALE_EXCHANGE' THEN jsonb_build_object('id', r.sku_id, 'name', r.name, 'image', r.image,
                'attributes', r.attributes, 'saleMinor', r.unit) END
      FROM bench_reverse r WHERE r.kind <> 6
    UNION ALL
    SELECT r.reverse_id, l.id, l.trade_qty, l.paid_minor, l.paid_minor, NULL, NULL
      FROM bench_reverse r JOIN trade_order_line l ON l.order_id = r.order_id WHERE r.kind = 6`);
  await q.exec(`INSERT INTO reverse_order_remark (reverse_order_id, entity_type, remark, created_at)
    SELECT reverse_id, 'BUYER', CASE WHEN kind = 6 THEN '' ELSE 'The item arrived with a scratch on the side.' END, at
      FROM bench_reverse`);
  await q.exec(`INSERT INTO refund (reverse_order_id, order_id, attempt, idempotency_key, amount_minor, currency, provider,
      provider_reference, status, next_check_at, created_at, settled_at)
    SELECT r.reverse_id, r.order_id, 1, 'reverse-order-' || r.reverse_id || '-attempt-1', ro.refund_minor + ro.refund_shipping_minor,
           ro.currency, 'sandbox', 'sbx_re_bench' || r.reverse_id, 'DONE', r.at, r.at + interval '2 days', r.at + interval '3 days'
      FROM bench_reverse r JOIN reverse_order ro ON ro.id = r.reverse_id WHERE r.status = 'REFUND_DONE'`);
  // Parcels: the returned goods (signed by the shop once it checked them) and the exchange's replacement.
  await q.exec(`INSERT INTO reverse_fulfillment (reverse_order_id, direction, operator_type, status, carrier_id, service_code,
      return_mode, created_at, signed_at)
    SELECT r.reverse_id, 'RETURN', 'USER', 'SIGN_IN', c.id, 'RT' || lpad(r.reverse_id::text, 10, '0'), 'SELF_DELIVERY',
           r.at + interval '1 day', r.at + interval '2 days'
      FROM bench_reverse r CROSS JOIN (SELECT id FROM carrier WHERE entity_code = 'DHL') c
     WHERE (r.type = 'SALE_RETURN' AND r.status = 'REFUND_DONE') OR r.type = 'SALE_EXCHANGE'
    UNION ALL
    SELECT r.reverse_id, 'EXCHANGE', 'SELLER', 'SEND_DELIVERY', c.id, 'EX' || lpad(r.reverse_id::text, 10, '0'), NULL,
           r.at + interval '3 days', NULL
      FROM bench_reverse r CROSS JOIN (SELECT id FROM carrier WHERE entity_code = 'DHL') c WHERE r.type = 'SALE_EXCHANGE'`);
  // Book them: done refunds on the line and order, open records hold their unit.
  await q.exec(`UPDATE trade_order_line l SET
      reversed_qty = l.reversed_qty + CASE WHEN r.status = 'REFUND_DONE' THEN 1 ELSE 0 END,
      refunded_minor = l.refunded_minor + CASE WHEN r.status = 'REFUND_DONE' THEN r.unit ELSE 0 END,
      reserved_qty = l.reserved_qty + CASE WHEN r.status IN ('REFUND_DONE','REVERSE_CANCELED') THEN 0 ELSE 1 END,
      reverse_status = CASE WHEN r.status = 'REFUND_DONE' THEN 'DONE' WHEN r.status = 'REVERSE_CANCELED' THEN l.reverse_status
                            ELSE 'PROCESSING' END
      FROM bench_reverse r WHERE r.kind <> 6 AND l.id = r.line_id`);
  await q.exec(`UPDATE trade_order o SET
      refunded_minor = CASE WHEN r.kind = 6 THEN o.paid_minor WHEN r.status = 'REFUND_DONE' THEN r.unit ELSE 0 END,
      reverse_status = CASE WHEN r.status = 'REFUND_DONE' THEN 'DONE' WHEN r.status = 'REVERSE_CANCELED' THEN o.reverse_status
                            ELSE 'PROCESSING' END
      FROM bench_reverse r WHERE o.id = r.order_id`);
}
