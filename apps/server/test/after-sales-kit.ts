import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestContext, expectOk, type TestContext, userId } from './harness.ts';

// What the after-sales test files share: one test context per file with the demo buyers signed in,
// their calls, and a way to take one of Anna's orders that no earlier test of the file used.
// Call setUpAfterSalesTests() at the top of a test file; `t`, `anna`, `ben` and `annaId` are set
// before its first test (each test file has its own copy of this module).

export let t: TestContext;
/** Anna (buyer@kontor.test) and Ben (buyer2@kontor.test): session cookies. */
export let anna: string;
export let ben: string;
export let annaId: number;

export function setUpAfterSalesTests(): void {
  beforeAll(async () => {
    t = await createTestContext();
    anna = await t.signIn('buyer@kontor.test');
    ben = await t.signIn('buyer2@kontor.test');
    annaId = await userId(t.db, 'buyer@kontor.test');
  });
  afterAll(() => t?.close());
  // A test that makes the sandbox fail its refunds sets this; the next test starts without it.
  beforeEach(() => {
    delete process.env.SANDBOX_REFUND_FAIL;
  });
}

export const flow = (name: string, payload: unknown, cookie: string) =>
  t.call('flow', name, payload, { cookie });
/** The same call, answered in Chinese (the spec's messages). */
export const zh = (name: string, payload: unknown, cookie: string) =>
  t.call('flow', name, payload, { cookie, headers: { 'accept-language': 'zh-CN' } });
export const sweep = () => t.app.sweeps.runRowSweeps();
/** An after-sales record as its buyer sees it. */
export const detail = async (id: number, cookie = anna) =>
  expectOk(await flow('trade_QueryReverseOrderByIdFlow', { id }, cookie));

export async function sellerEmailOf(orderId: number): Promise<string> {
  const row = await t.db.one<{ email: string }>(
    `SELECT u.email FROM trade_order o JOIN shop s ON s.id = o.shop_id JOIN app_user u ON u.id = s.seller_user_id
      WHERE o.id = $1`,
    [orderId],
  );
  return row!.email;
}
/** The order's seller, signed in: a session cookie. */
export const sellerOf = async (orderId: number) => t.signIn(await sellerEmailOf(orderId));

/**
 * Which lines an order taken for a test may hold: `any`; `ungrouped`: no bundle, gift or other grouped
 * lines; `plain`: also only NORMAL lines sold in whole units.
 */
export type LineKinds = 'any' | 'ungrouped' | 'plain';
export interface OrderChoice {
  /** Only orders with (true) or without (false) a package sent. */
  shipped?: boolean;
  lines?: LineKinds;
  /** Leave out amounts ending in 13 cents, which the sandbox declines on purpose. */
  refundable?: boolean;
  minLines?: number;
  /** Look only: leave the order for a later test. */
  peek?: boolean;
}

const LINE_FILTERS: Record<Exclude<LineKinds, 'any'>, string> = {
  ungrouped: 'l.line_business_type IS NOT NULL OR l.line_group_type IS NOT NULL',
  plain: `l.line_business_type IS NOT NULL OR l.line_group_type IS NOT NULL
          OR l.business_type_dict <> 'NORMAL' OR l.adjust_step <> 1`,
};

const used = new Set<number>();
/** One of Anna's paid, normal orders in a display status with nothing applied for, not used by an earlier test. */
export async function annaOrder(status: string, choice: OrderChoice = {}): Promise<number> {
  const lines = choice.lines ?? 'ungrouped';
  const lineFilter =
    lines === 'any'
      ? null
      : `${LINE_FILTERS[lines]}${choice.refundable ? ' OR l.paid_minor % 100 = 13' : ''}`;
  const rows = await t.db.query<{ id: number }>(
    `SELECT o.id FROM trade_order o WHERE o.buyer_id = $1 AND o.display_status = $2 AND o.reverse_status = 'NOT_REQUESTED'
        AND o.trade_type = 'NORMAL' AND o.paid_minor > 0
        ${choice.refundable ? 'AND o.paid_minor % 100 <> 13' : ''}
        AND ($3::boolean IS NULL OR EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id) = $3)
        ${lineFilter ? `AND NOT EXISTS (SELECT 1 FROM trade_order_line l WHERE l.order_id = o.id AND (${lineFilter}))` : ''}
        AND (SELECT count(*) FROM trade_order_line l WHERE l.order_id = o.id) >= $4
      ORDER BY o.id`,
    [annaId, status, choice.shipped ?? null, choice.minLines ?? 0],
  );
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`no ${status} order left`);
  if (!choice.peek) used.add(row.id);
  return row.id;
}
