import type { Queryable } from '../platform/db/index.ts';

/**
 * Demo after-sales records (deterministic: chosen by order id). Every CANCEL_ALL order gets the
 * cancel-after-payment record that cancelled it (refund done); the demo buyer also gets a return
 * awaiting the goods, a finished refund, an exchange awaiting confirmation and a refund under review.
 */
export async function insertDemoAfterSales(q: Queryable, now: Date): Promise<void> {
  // Cancelled after payment: a done cancel record with its refund, and the order's refund booked.
  const cancelled = await q.query<{ id: number; paid_minor: number; line_paid: number }>(
    `SELECT o.id, o.paid_minor, (SELECT coalesce(sum(l.paid_minor), 0) FROM trade_order_line l WHERE l.order_id = o.id)::bigint AS line_paid
       FROM trade_order o WHERE o.display_status = 'CANCEL_ALL' ORDER BY o.id`,
  );
  for (const o of cancelled) {
    const id = await insertRecord(q, o.id, 'SALE_CANCEL_AFTER_PAID', 'REFUND_DONE', 'NO_LONGER_NEEDED', {
      apply: o.paid_minor,
      refund: o.line_paid,
      shipping: Math.max(0, o.paid_minor - o.line_paid),
      at: `coalesce(o.paid_at, o.created_at) + interval '1 hour'`,
      closedAt: 'o.closed_at',
    });
    await q.query(
      `INSERT INTO reverse_order_line (reverse_order_id, order_line_id, qty, apply_refund_minor, refund_minor)
       SELECT $1, l.id, l.trade_qty, l.paid_minor, l.paid_minor FROM trade_order_line l WHERE l.order_id = $2 ORDER BY l.id`,
      [id, o.id],
    );
    await insertRefund(q, id, o.id, o.paid_minor, 'DONE');
    await q.query('UPDATE trade_order SET refunded_minor = paid_minor WHERE id = $1', [o.id]);
  }

  const pick = async (status: string, skip: number) =>
    q.one<{ id: number; line_id: number; trade_qty: number; unit_paid: number; item_id: number }>(
      `SELECT o.id, l.id AS line_id, l.trade_qty, (l.paid_minor / l.trade_qty)::bigint AS unit_paid, l.item_id
         FROM trade_order o JOIN app_user u ON u.id = o.buyer_id
         JOIN LATERAL (SELECT * FROM trade_order_line x WHERE x.order_id = o.id ORDER BY x.id LIMIT 1) l ON true
        WHERE u.email = 'buyer@kontor.test' AND o.display_status = $1 AND o.trade_type = 'NORMAL'
          AND o.reverse_status = 'NOT_REQUESTED' AND o.biz_code IS NULL AND l.paid_minor > 0 AND l.trade_qty >= 1
          AND NOT EXISTS (SELECT 1 FROM trade_order_line y WHERE y.order_id = o.id
                           AND (y.line_business_type IS NOT NULL OR y.line_group_type IS NOT NULL OR y.business_type_dict <> 'NORMAL'))
        ORDER BY o.id OFFSET $2 LIMIT 1`,
      [status, skip],
    );
  const carrier = await q.one<{ id: number; entity_code: string }>(
    'SELECT id, entity_code FROM carrier ORDER BY id LIMIT 1',
  );

  // A return approved by the seller, waiting for the buyer to send the goods back.
  const ret = await pick('COMPLETE', 0);
  if (ret) {
    const id = await insertRecord(q, ret.id, 'SALE_RETURN', 'WAITING_FOR_BUYER_RETURN', 'DAMAGED', {
      apply: ret.unit_paid,
      refund: ret.unit_paid,
      at: `least(coalesce(o.completed_at, o.created_at) + interval '2 days', $NOW::timestamptz - interval '1 day')`,
    });
    await line(q, id, ret.line_id, ret.unit_paid, null);
    await q.query('UPDATE trade_order_line SET reserved_qty = reserved_qty + 1 WHERE id = $1', [ret.line_id]);
    await remark(q, id, 'The table top arrived with a crack along the edge.');
  }
  // A refund paid out.
  const ref = await pick('COMPLETE', 1);
  if (ref) {
    const id = await insertRecord(q, ref.id, 'SALE_REFUND', 'REFUND_DONE', 'MISSING_PARTS', {
      apply: ref.unit_paid,
      refund: ref.unit_paid,
      at: `least(coalesce(o.completed_at, o.created_at) + interval '1 day', $NOW::timestamptz - interval '3 days')`,
      closedAt: `least(coalesce(o.completed_at, o.created_at) + interval '3 days', $NOW::timestamptz - interval '1 day')`,
    });
    await line(q, id, ref.line_id, ref.unit_paid, null);
    await q.query(
      'UPDATE trade_order_line SET reversed_qty = reversed_qty + 1, refunded_minor = refunded_minor + $2 WHERE id = $1',
      [ref.line_id, ref.unit_paid],
    );
    await q.query('UPDATE trade_order SET refunded_minor = refunded_minor + $2 WHERE id = $1', [
      ref.id,
      ref.unit_paid,
    ]);
    await insertRefund(q, id, ref.id, ref.unit_paid, 'DONE');
  }
  // An exchange: goods returned and checked, the replacement shipped, waiting for the buyer to confirm.
  const ex = await pick('COMPLETE', 2);
  if (ex && carrier) {
    const sku = await q.one<{
      id: number;
      name: string;
      image: string;
      attributes: unknown;
      sale_minor: number | null;
    }>(
      `SELECT k.id, k.name, k.image, k.attributes, p.sale_minor FROM sku k
         LEFT JOIN sku_price p ON p.sku_id = k.id AND p.site = (SELECT site FROM trade_order WHERE id = $2)
        WHERE k.item_id = $1 ORDER BY k.id DESC LIMIT 1`,
      [ex.item_id, ex.id],
    );
    const id = await insertRecord(
      q,
      ex.id,
      'SALE_EXCHANGE',
      'WAITING_FOR_BUYER_CONFIRMED',
      'WRONG_SIZE_OR_COLOUR',
      {
        apply: 0,
        refund: null,
        at: `least(coalesce(o.completed_at, o.created_at) + interval '1 day', $NOW::timestamptz - interval '6 days')`,
      },
    );
    await line(
      q,
      id,
      ex.line_id,
      0,
      sku
        ? {
            id: sku.id,
            name: sku.name,
            image: sku.image,
            attributes: sku.attributes,
            saleMinor: sku.sale_minor,
          }
        : null,
    );
    await q.query('UPDATE trade_order_line SET reserved_qty = reserved_qty + 1 WHERE id = $1', [ex.line_id]);
    // The record waits for the buyer since the replacement left, three days ago (the system confirms
    // it after AUTO_CONFIRM_DAYS, counted from then).
    await q.query(`UPDATE reverse_order SET updated_at = $2::timestamptz - interval '3 days' WHERE id = $1`, [
      id,
      now.toISOString(),
    ]);
    for (const [direction, operator, code] of [
      ['RETURN', 'USER', `KR${ex.id}01`],
      ['EXCHANGE', 'SELLER', `KX${ex.id}02`],
    ] as const) {
      await q.query(
        `INSERT INTO reverse_fulfillment (reverse_order_id, direction, operator_type, status, carrier_id, service_code, return_mode, created_at, signed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz - interval '3 days', CASE WHEN $2 = 'RETURN' THEN $8::timestamptz - interval '2 days' END)`,
        [
          id,
          direction,
          operator,
          direction === 'RETURN' ? 'SIGN_IN' : 'SEND_DELIVERY',
          carrier.id,
          code,
          direction === 'RETURN' ? 'SELF_DELIVERY' : null,
          now.toISOString(),
        ],
      );
      await q.query(
        `INSERT INTO logistics_event (carrier_code, waybill, occurred_at, stage, area_name, context)
         VALUES ($1, $2, $3::timestamptz - interval '70 hours', 'PICKED_UP', 'Berlin', 'Parcel picked up from the sender'),
                ($1, $2, $3::timestamptz - interval '50 hours', 'IN_TRANSIT', 'Hamburg', 'Parcel arrived at the delivery centre')`,
        [carrier.entity_code, code, now.toISOString()],
      );
    }
  }
  // A refund waiting for the seller's review.
  const audit = await pick('UN_RECEIVED', 0);
  if (audit) {
    const id = await insertRecord(
      q,
      audit.id,
      'SALE_REFUND',
      'WAITING_FOR_AUDIT_BY_SELLER',
      'NOT_AS_DESCRIBED',
      {
        apply: audit.unit_paid,
        refund: null,
        at: `$NOW::timestamptz - interval '2 hours'`,
      },
    );
    await line(q, id, audit.line_id, audit.unit_paid, null);
    await q.query('UPDATE trade_order_line SET reserved_qty = reserved_qty + 1 WHERE id = $1', [
      audit.line_id,
    ]);
  }
  await q.query(
    `UPDATE trade_order_line l SET reverse_status = CASE
         WHEN EXISTS (SELECT 1 FROM reverse_order_line rl JOIN reverse_order r ON r.id = rl.reverse_order_id
                       WHERE rl.order_line_id = l.id AND r.status NOT IN ('REFUND_DONE','REVERSE_DONE','REVERSE_CANCELED','REVERSE_CLOSE')) THEN 'PROCESSING'
         ELSE 'DONE' END
      WHERE EXISTS (SELECT 1 FROM reverse_order_line rl WHERE rl.order_line_id = l.id)`,
  );
  await q.query(
    `UPDATE trade_order o SET reverse_status = CASE
         WHEN EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id AND l.reverse_status = 'PROCESSING') THEN 'PROCESSING'
         ELSE 'DONE' END
      WHERE EXISTS (SELECT 1 FROM reverse_order r WHERE r.order_id = o.id)`,
  );

  async function insertRecord(
    q: Queryable,
    orderId: number,
    type: string,
    status: string,
    reason: string,
    m: { apply: number; refund: number | null; shipping?: number; at: string; closedAt?: string },
  ): Promise<number> {
    const at = m.at.replaceAll('$NOW', '$9');
    const closed = m.closedAt ? m.closedAt.replaceAll('$NOW', '$9') : 'NULL';
    const row = await q.one<{ id: number }>(
      `INSERT INTO reverse_order (code, order_id, buyer_id, shop_id, type, original_type, status, reason, currency,
                                  apply_refund_minor, refund_minor, refund_shipping_minor, return_address, refund_attempts,
                                  created_at, updated_at, closed_at)
       SELECT 'AS-demo-' || o.id || '-' || $2, o.id, o.buyer_id, o.shop_id, $2, $2, $3, $4, o.currency, $5, $6, $7,
              CASE WHEN $2 IN ('SALE_RETURN','SALE_EXCHANGE') THEN s.return_address END, $8,
              ${at}, coalesce(${closed}, ${at}), ${closed}
         FROM trade_order o JOIN shop s ON s.id = o.shop_id WHERE o.id = $1 AND $9::timestamptz IS NOT NULL
       RETURNING id`,
      [
        orderId,
        type,
        status,
        reason,
        m.apply,
        m.refund,
        m.shipping ?? 0,
        m.refund === null ? 0 : 1,
        now.toISOString(),
      ],
    );
    await q.query(
      `UPDATE reverse_order SET code = 'AS' || to_char(created_at, 'YYMMDD') || lpad(id::text, 8, '0') WHERE id = $1`,
      [row!.id],
    );
    await q.query(
      `INSERT INTO order_event (order_id, kind, actor, payload, created_at)
       SELECT order_id, 'AFTER_SALES_APPLIED', 'BUYER', jsonb_build_object('reverseOrderId', id, 'reverseTradeOrderCode', code,
              'reverseTradeOrderType', type), created_at FROM reverse_order WHERE id = $1`,
      [row!.id],
    );
    return row!.id;
  }
}

async function line(
  q: Queryable,
  reverseId: number,
  orderLineId: number,
  minor: number,
  derivative: Record<string, unknown> | null,
) {
  await q.query(
    `INSERT INTO reverse_order_line (reverse_order_id, order_line_id, qty, apply_refund_minor, refund_minor, derivative_sku_id, derivative_sku)
     VALUES ($1, $2, 1, $3, $3, $4, $5)`,
    [
      reverseId,
      orderLineId,
      minor,
      (derivative?.id as number | undefined) ?? null,
      derivative ? JSON.stringify(derivative) : null,
    ],
  );
}

async function remark(q: Queryable, reverseId: number, text: string) {
  await q.query(
    `INSERT INTO reverse_order_remark (reverse_order_id, entity_type, remark, created_at)
     SELECT id, 'BUYER', $2, created_at FROM reverse_order WHERE id = $1`,
    [reverseId, text],
  );
}

async function insertRefund(q: Queryable, reverseId: number, orderId: number, minor: number, status: 'DONE') {
  await q.query(
    `INSERT INTO refund (reverse_order_id, order_id, attempt, idempotency_key, amount_minor, currency, provider, provider_reference,
                         status, created_at, settled_at, next_check_at)
     SELECT r.id, $2, 1, 'reverse-order-' || r.id || '-attempt-1', $3, r.currency, 'sandbox', 'sbx_re_demo_' || r.id, $4,
            r.created_at, coalesce(r.closed_at, r.updated_at), r.created_at
       FROM reverse_order r WHERE r.id = $1`,
    [reverseId, orderId, minor, status],
  );
}
