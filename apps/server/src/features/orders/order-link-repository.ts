import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../platform/db/index.ts';

/** SQL of the order links (decision 063): the signing key, made once; the buyer of an order. */
export const orderLinkRepository = {
  /** The key that signs order links; the first caller makes it (the primary key keeps it one). */
  async signingKey(q: Queryable): Promise<Buffer> {
    const sql = `WITH made AS (
         INSERT INTO app_secret (name, value) VALUES ('order-link', $1) ON CONFLICT (name) DO NOTHING
         RETURNING value)
       SELECT value FROM made UNION ALL SELECT value FROM app_secret WHERE name = 'order-link' LIMIT 1`;
    // Two first uses at once: the one that lost the insert sees the winner's key on its second look.
    const found =
      (await q.one<{ value: Uint8Array }>(sql, [randomBytes(32)])) ??
      (await q.one<{ value: Uint8Array }>(sql, [randomBytes(32)]));
    return Buffer.from(found!.value);
  },

  async buyerOf(
    q: Queryable,
    orderId: number,
  ): Promise<{ buyer_id: number; is_tourist: boolean } | undefined> {
    return q.one(
      `SELECT o.buyer_id, u.is_tourist FROM trade_order o JOIN app_user u ON u.id = o.buyer_id WHERE o.id = $1`,
      [orderId],
    );
  },
};
