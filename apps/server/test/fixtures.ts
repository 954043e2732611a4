import { randomBytes, randomInt } from 'node:crypto';
import { SITES, type SiteCode } from '@kontor/domain';
import { DEMO_BUYER, DEMO_BUYER2, sellerEmail } from '../src/demo/accounts.ts';
import { annaAddressFor, BEN_ADDRESSES } from '../src/demo/addresses.ts';
import { readCatalog } from '../src/demo/catalog.ts';
import { buildContract } from '../src/demo/order-builder.ts';
import type {
  BuildContext,
  ContractPlan,
  DisplayStatus,
  LinePlan,
  OrderPlan,
} from '../src/demo/order-plan.ts';
import { insertTradeRows, TradeRows } from '../src/demo/order-rows.ts';
import { Rng } from '../src/demo/prng.ts';
import { SHOPS } from '../src/demo/shops.ts';
import type { Queryable } from '../src/platform/db/index.ts';

/**
 * Rows a test creates for itself, so it does not depend on what the demo data happens to hold.
 * Names carry a random tag a test can search for.
 */
export interface TestItem {
  tag: string;
  shopId: number;
  itemId: number;
  skuId: number;
}

/** A seller with a shop, one on-sale item with one SKU, priced (minor units) on the given sites. */
export async function createTestItem(
  q: Queryable,
  prices: Partial<Record<SiteCode, { sale: number; original?: number }>>,
  opts: { status?: 'ON_SALE' | 'OFF_SALE' } = {},
): Promise<TestItem> {
  const tag = `zq${randomBytes(5).toString('hex')}`;
  const seller = await q.one<{ id: number }>(
    `INSERT INTO app_user (email, nickname, username, roles) VALUES ($1, $2, $2, '{seller}') RETURNING id`,
    [`${tag}@seller.test`, tag],
  );
  const shop = await q.one<{ id: number }>(
    'INSERT INTO shop (seller_user_id, name, site_name) VALUES ($1, $2, $2) RETURNING id',
    [seller!.id, `Shop ${tag}`],
  );
  await q.query(`INSERT INTO category (code) VALUES ('lamps') ON CONFLICT (code) DO NOTHING`);
  const item = await q.one<{ id: number }>(
    `INSERT INTO item (shop_id, category_code, url_key, name, short_name, main_image, status)
     VALUES ($1, 'lamps', $2, $3, $3, '/img/test.png', $4) RETURNING id`,
    [shop!.id, tag, `Lamp ${tag}`, opts.status ?? 'ON_SALE'],
  );
  const sku = await q.one<{ id: number }>(
    `INSERT INTO sku (item_id, code, name, image) VALUES ($1, $2, $3, '/img/test.png') RETURNING id`,
    [item!.id, `SKU-${tag}`, `Lamp ${tag}`],
  );
  for (const [site, price] of Object.entries(prices) as [SiteCode, { sale: number; original?: number }][]) {
    await q.query(
      'INSERT INTO sku_price (sku_id, site, currency, sale_minor, original_minor) VALUES ($1, $2, $3, $4, $5)',
      [sku!.id, site, SITES[site].currency, price.sale, price.original ?? price.sale],
    );
  }
  return { tag, shopId: shop!.id, itemId: item!.id, skuId: sku!.id };
}

export interface TestOrderSpec extends Partial<Omit<OrderPlan, 'status' | 'lines'>> {
  /** The display status the order is in; its history (payment, parcels, events) is told to fit. */
  status: DisplayStatus;
  /**
   * Demo catalogue items (`src/demo/catalog-items.ts`) with an optional SKU index and quantity, all of
   * one shop; default one Sitzgut Basis task chair.
   */
  lines?: LinePlan[];
  /** Anna (buyer@kontor.test, default) or Ben (buyer2@kontor.test). */
  buyer?: ContractPlan['buyer'];
  site?: SiteCode;
  /** Days before now the buyer checked out (default 0.1 for orders waiting for payment, else 20). */
  daysAgo?: number;
  /** Payment troubles of the checkout (a failed attempt before success, a pending or a failed one). */
  payment?: ContractPlan['payment'];
  /** Waiting for payment: minutes left to pay (default 60). */
  payDeadlineInMinutes?: number;
}

export interface TestOrder {
  id: number;
  code: string;
  contractId: number;
  /** Its lines' ids in the order of `lines` (DIY parts after their main line). */
  lineIds: number[];
  buyerId: number;
  shopId: number;
  /** The shop's seller, to sign in as. */
  sellerEmail: string;
}

// Codes of built orders and payments: six digits, so they never meet the demo's five-digit ones.
let serial = randomInt(100_000, 800_000);

/**
 * An order of its own for a test, built by the demo's order builder (the same money, payments,
 * parcels, events and timeline as the demo orders): `createTestOrder(t.db, { status: 'COMPLETE' })`.
 * The test says what it needs and does not depend on which demo orders exist or what earlier tests
 * did to them.
 */
export async function createTestOrder(q: Queryable, spec: TestOrderSpec): Promise<TestOrder> {
  const {
    status,
    lines,
    buyer = 'anna',
    site = 'DE',
    daysAgo,
    payment,
    payDeadlineInMinutes,
    ...extra
  } = spec;
  const now = new Date();
  const users = await q.query<{ id: number; email: string }>(
    'SELECT id, email FROM app_user WHERE email = ANY($1::text[])',
    [[DEMO_BUYER.email, DEMO_BUYER2.email, ...SHOPS.map((s) => sellerEmail(s.n))]],
  );
  const userOf = (email: string) => Number(users.find((u) => u.email === email)?.id);
  const shops = await q.query<{ id: number; seller_user_id: number }>('SELECT id, seller_user_id FROM shop');
  const shopIds = Object.fromEntries(
    SHOPS.map((s) => [
      s.n,
      Number(shops.find((x) => Number(x.seller_user_id) === userOf(sellerEmail(s.n)))?.id),
    ]),
  );
  const carriers = await q.query<{ id: number; entity_code: string }>('SELECT id, entity_code FROM carrier');
  const ctx: BuildContext = {
    t: new TradeRows(),
    rng: new Rng(randomInt(2 ** 31)),
    now,
    catalog: await readCatalog(q),
    buyerIds: { anna: userOf(DEMO_BUYER.email), ben: userOf(DEMO_BUYER2.email) },
    shopIds,
    carrierIds: new Map(carriers.map((c) => [c.entity_code, Number(c.id)])),
    counters: { order: serial, payment: serial },
  };
  const waiting = status === 'PENDING_PAY' || status === 'PENDING_DEPOSIT' || status === 'PENDING_BALANCE';
  buildContract(ctx, {
    buyer,
    site,
    daysAgo: daysAgo ?? (waiting ? 0.1 : 20),
    payDeadlineInMinutes: payDeadlineInMinutes ?? (waiting ? 60 : undefined),
    address:
      buyer === 'anna' ? annaAddressFor(site) : site === 'UK' ? BEN_ADDRESSES.home : BEN_ADDRESSES.hamburg,
    payment,
    orders: [{ status, lines: lines ?? [{ item: 'sitzgut-task' }], ...extra }],
  });
  serial = Math.max(ctx.counters.order, ctx.counters.payment) + 1;
  const late = ctx.t.orderEvents.find((e) => String(e.created_at) > now.toISOString());
  if (late) throw new Error(`createTestOrder: event ${String(late.kind)} would lie in the future (daysAgo)`);
  const ids = await insertTradeRows(q, ctx.t);
  const order = ctx.t.rows.trade_order[0];
  const id = ids.trade_order[0];
  const shopNo = SHOPS.find((s) => shopIds[s.n] === order.shop_id)!.n;
  return {
    id,
    code: String(order.code),
    contractId: ids.trade_contract[0],
    lineIds: ids.trade_order_line,
    buyerId: ctx.buyerIds[buyer],
    shopId: shopIds[shopNo],
    sellerEmail: sellerEmail(shopNo),
  };
}
