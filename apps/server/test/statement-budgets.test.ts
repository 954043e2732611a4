import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectOk, type TestContext, userId } from './harness.ts';

/**
 * DESIGN §9: at most 3 SQL statements per list call, session lookup included, on the first page
 * and on a deep one; the order detail keeps its fixed set. Counted with the app's own
 * `db.statements`; timings stay in `npm run bench` (decision 023).
 */
const LIST_BUDGET = 3;
/** Session, the order, then its lines, contract, payments, packages, events and grouped orders. */
const DETAIL_BUDGET = 8;

const BUYER = 'buyer@kontor.test';

let t: TestContext;
let cookie: string;
let buyerId: number;

beforeAll(async () => {
  t = await createTestContext();
  cookie = await t.signIn(BUYER);
  buyerId = await userId(t.db, BUYER);
});
afterAll(() => t?.close());

async function statementsOf(call: string, payload: unknown): Promise<{ n: number; data: any }> {
  const before = t.db.statements;
  const data = expectOk(await t.call('flow', call, payload, { cookie }));
  return { n: t.db.statements - before, data };
}

/** The calls of the bench's scenarios, on page 1 and on the last page of the demo buyer's data. */
const LISTS = [
  {
    title: 'order list',
    call: 'bbc_trade_LibPageTradeOrderForBuyerFlow',
    size: 5,
    payload: (no: number, size: number) => ({
      queryParams: { page: { no, size } },
      searchStatus: { value: 'ALL_ORDER' },
    }),
  },
  {
    title: 'order list, a status tab',
    call: 'bbc_trade_LibPageTradeOrderForBuyerFlow',
    size: 2,
    payload: (no: number, size: number) => ({
      queryParams: { page: { no, size } },
      searchStatus: { value: 'COMPLETE' },
    }),
  },
  {
    title: 'review list',
    call: 'bbc_content_PageCommonComment4CFlow',
    size: 1,
    payload: (no: number, size: number) => ({ qCommentBO: { page: { no, size } } }),
  },
  {
    title: 'after-sales list',
    call: 'trade_PageReverseOrderFlow',
    size: 2,
    payload: (no: number, size: number) => ({ page: { no, size } }),
  },
];

describe('SQL statements per call (DESIGN §9)', () => {
  for (const list of LISTS) {
    it(`${list.title}: at most ${LIST_BUDGET} on page 1, on the last page and past the end`, async () => {
      const first = await statementsOf(list.call, list.payload(1, list.size));
      expect(first.n).toBeLessThanOrEqual(LIST_BUDGET);
      const last = Math.ceil(first.data.total / list.size);
      // The demo data gives each list more than one page, so the last page is a deep one.
      expect(last).toBeGreaterThan(1);
      const deep = await statementsOf(list.call, list.payload(last, list.size));
      expect(deep.data.data.length).toBeGreaterThan(0);
      expect(deep.n).toBeLessThanOrEqual(LIST_BUDGET);
      const past = await statementsOf(list.call, list.payload(last + 1, list.size));
      expect(past.data).toMatchObject({ total: first.data.total, data: [] });
      expect(past.n).toBeLessThanOrEqual(LIST_BUDGET);
    });
  }

  it(`order detail: at most ${DETAIL_BUDGET}, for an order alone and for one of a grouped checkout`, async () => {
    const orders = await t.db.query<{ id: number }>(
      `(SELECT id FROM trade_order WHERE buyer_id = $1 AND NOT is_in_group ORDER BY id LIMIT 1)
       UNION ALL (SELECT id FROM trade_order WHERE buyer_id = $1 AND is_in_group ORDER BY id LIMIT 1)`,
      [buyerId],
    );
    expect(orders).toHaveLength(2);
    for (const { id } of orders) {
      const { n, data } = await statementsOf('bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow', { id });
      expect(data.id).toBe(id);
      expect(n).toBeLessThanOrEqual(DETAIL_BUDGET);
    }
  });
});
