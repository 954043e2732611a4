import type { Queryable } from '../../platform/db/index.ts';

// The SQL of the discount code at checkout (decision 057): the contract's totals it changes.

export const checkoutDiscountRepository = {
  /** The buyer's contract, row-locked (an apply, a removal and a payment start serialise on it). */
  async lockContract(
    q: Queryable,
    buyerId: number,
    contractId: number,
  ): Promise<{ id: number; site: string; currency: string } | undefined> {
    return q.one('SELECT id, site, currency FROM trade_contract WHERE id = $1 AND buyer_id = $2 FOR UPDATE', [
      contractId,
      buyerId,
    ]);
  },

  async contract(
    q: Queryable,
    buyerId: number,
    contractId: number,
  ): Promise<{ currency: string } | undefined> {
    return q.one('SELECT currency FROM trade_contract WHERE id = $1 AND buyer_id = $2', [
      contractId,
      buyerId,
    ]);
  },

  /** The contract's orders with what they still have to pay. */
  async orders(
    q: Queryable,
    contractId: number,
  ): Promise<{ id: number; display_status: string; need_pay_minor: string; pre_sale: unknown }[]> {
    return q.query(
      'SELECT id, display_status, need_pay_minor, pre_sale FROM trade_order WHERE contract_id = $1 ORDER BY id FOR UPDATE',
      [contractId],
    );
  },

  /** Whether a payment of the contract was started and has not failed or been closed. */
  async paymentUnderWay(q: Queryable, contractId: number): Promise<boolean> {
    const row = await q.one(
      `SELECT 1 FROM payment_record pr JOIN payment_order po ON po.id = pr.payment_order_id
        WHERE po.contract_id = $1 AND pr.record_status IN ('PAY_PENDING','PAY_SUCCESS','PRE_AUTH_SUCCESS') LIMIT 1`,
      [contractId],
    );
    return row !== undefined;
  },

  /** Takes `minor` off the contract and its unpaid FULL payment order (negative: gives it back). */
  async discountContract(q: Queryable, contractId: number, minor: number): Promise<void> {
    await q.query('UPDATE trade_contract SET need_pay_minor = need_pay_minor - $2 WHERE id = $1', [
      contractId,
      minor,
    ]);
    await q.query(
      `UPDATE payment_order SET amount_minor = amount_minor - $2 WHERE contract_id = $1 AND stage = 'FULL' AND status = 'UNPAID'`,
      [contractId, minor],
    );
  },
};
