import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DisplayStatus } from '../src/demo/order-plan.ts';
import { createTestOrder } from './fixtures.ts';
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

/** `refundsAtOnce`: the sandbox settles refunds at once (its default is a few seconds). */
export function setUpAfterSalesTests(opts: { refundsAtOnce?: boolean } = {}): void {
  if (opts.refundsAtOnce) process.env.SANDBOX_REFUND_DELAY_MS = '0';
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
 * What a test asks of its order. A built order has plain whole-unit lines, amounts the sandbox refunds
 * and no package before it is shipped, so only `minLines` changes what is built; the rest say what
 * the test relies on.
 */
export type LineKinds = 'any' | 'ungrouped' | 'plain';
export interface OrderChoice {
  /** Only orders with (true) or without (false) a package sent. */
  shipped?: boolean;
  lines?: LineKinds;
  /** Leave out amounts ending in 13 cents, which the sandbox declines on purpose. */
  refundable?: boolean;
  minLines?: number;
  /** Look only (every call builds a new order anyway). */
  peek?: boolean;
}

// Plain whole-unit chairs and accessories of one shop (Sitzgut, seller2): an order's lines.
const PLAIN_ITEMS = ['sitzgut-task', 'sitzgut-footrest', 'sitzgut-saddle', 'sitzgut-visitor'];

/**
 * An order of Anna's of the test's own, paid and normal, in a display status with nothing applied for
 * (createTestOrder): plain lines (a chair, then a footrest …), at least `minLines` of them; shipped
 * when its status says so (UN_DELIVERY: nothing sent yet).
 */
export async function annaOrder(status: string, choice: OrderChoice = {}): Promise<number> {
  const count = Math.max(1, choice.minLines ?? 1);
  const order = await createTestOrder(t.db, {
    status: status as DisplayStatus,
    lines: PLAIN_ITEMS.slice(0, count).map((item) => ({ item })),
  });
  return order.id;
}
