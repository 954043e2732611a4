import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/platform/config.ts';
import type { Queryable } from '../../src/platform/db/index.ts';
import type { Access } from '../../src/platform/rpc.ts';
import { saveTestCard } from '../card-kit.ts';
import { createTestItem } from '../fixtures.ts';
import {
  expectOk,
  PNG,
  sessionCookie,
  type TestContext,
  type TestResponse,
  uploadImage,
  userId,
} from '../harness.ts';
import { ADDRESS_PAYLOAD, CALL_MATRIX, type IdKind, OWNED_KINDS, ROUTE_MATRIX } from './call-matrix.ts';

/** Who calls: no session, a guest session, accounts of each role. */
export type Persona =
  | 'anonymous'
  | 'guest'
  | 'buyer'
  | 'buyer2'
  | 'ownerSeller'
  | 'foreignSeller'
  | 'operator';

export interface Personas {
  cookies: Record<Persona, string | undefined>;
  ids: { buyer: number; buyer2: number; ownerSeller: number; operator: number };
}

/** Whether an access word lets a persona in (buyer, buyer2 and the sellers are signed-in accounts). */
export function allows(access: Access, p: Persona): boolean {
  if (access === 'public') return true;
  if (p === 'anonymous') return false;
  if (access === 'session') return true;
  if (access === 'buyer') return p !== 'guest';
  if (access === 'seller') return p === 'ownerSeller' || p === 'foreignSeller';
  return p === 'operator';
}

/** The refusal a persona gets from a call it may not make. */
export function refusal(access: Access, p: Persona): [number, string] {
  if (p === 'anonymous') return [401, 'UNAUTHORIZED'];
  if (p === 'guest' && access === 'buyer') return [401, 'UNAUTHORIZED'];
  return [403, 'FORBIDDEN'];
}

/** Values of every id kind: the victim's (the demo buyer's data) and made-up ones. */
export type IdValues = Record<string, number | string>;

export interface World {
  personas: Personas;
  victim: IdValues;
  madeUp: IdValues;
  /** The shop of the victim's data of each owned kind (for the owner seller). */
  shopOf: Partial<Record<string, number>>;
  sellerOfShop: Map<number, string>;
}

const MADE_UP = 987_654_321;

async function sellerCookie(t: TestContext, shopId: number): Promise<string> {
  const row = await t.db.one<{ email: string }>(
    'SELECT u.email FROM shop s JOIN app_user u ON u.id = s.seller_user_id WHERE s.id = $1',
    [shopId],
  );
  return t.signIn(row!.email);
}

/**
 * The demo buyer is the victim: an order with lines, packages and an invoice, an after-sales order,
 * a review, a cart line and a private upload of theirs. buyer2, guests and the seller of a shop none
 * of it belongs to are the others.
 */
export async function buildWorld(t: TestContext): Promise<World> {
  await installDigest(t.db);
  const buyer = await userId(t.db, 'buyer@kontor.test');
  const buyer2 = await userId(t.db, 'buyer2@kontor.test');
  const one = async <T>(sql: string, params: unknown[]) => {
    const row = await t.db.one<T>(sql, params);
    if (!row) throw new Error(`demo data lacks: ${sql}`);
    return row;
  };
  const order = await one<{ id: number; shop_id: number; contract_id: number }>(
    `SELECT o.id, o.shop_id, o.contract_id FROM trade_order o
      WHERE o.buyer_id = $1 AND o.invoice_url IS NOT NULL
        AND EXISTS (SELECT 1 FROM package p WHERE p.order_id = o.id AND p.service_code IS NOT NULL)
      ORDER BY o.id LIMIT 1`,
    [buyer],
  );
  const line = await one<{ id: number; sku_id: number; item_id: number }>(
    'SELECT id, sku_id, item_id FROM trade_order_line WHERE order_id = $1 ORDER BY id LIMIT 1',
    [order.id],
  );
  const pkg = await one<{ id: number; service_code: string; carrier_id: number; entity_code: string }>(
    `SELECT p.id, p.service_code, p.carrier_id, c.entity_code FROM package p JOIN carrier c ON c.id = p.carrier_id
      WHERE p.order_id = $1 AND p.service_code IS NOT NULL ORDER BY p.id LIMIT 1`,
    [order.id],
  );
  const reverse = await one<{ id: number; shop_id: number }>(
    'SELECT id, shop_id FROM reverse_order WHERE buyer_id = $1 ORDER BY (shop_id = $2) DESC, id LIMIT 1',
    [buyer, order.shop_id],
  );
  const comment = await one<{ id: number; shop_id: number }>(
    'SELECT id, shop_id FROM comment WHERE commentator_id = $1 ORDER BY id LIMIT 1',
    [buyer],
  );
  const paid = await one<{ record: number; payment_order: number }>(
    `SELECT pr.id AS record, po.id AS payment_order FROM payment_record pr
       JOIN payment_order po ON po.id = pr.payment_order_id JOIN trade_contract c ON c.id = po.contract_id
      WHERE c.buyer_id = $1 ORDER BY pr.id LIMIT 1`,
    [buyer],
  );
  const sellerOfOrder = await one<{ seller_user_id: number }>(
    'SELECT seller_user_id FROM shop WHERE id = $1',
    [order.shop_id],
  );
  const used = [order.shop_id, reverse.shop_id, comment.shop_id];
  const foreignShop = await one<{ id: number }>(
    'SELECT id FROM shop WHERE NOT (id = ANY($1::bigint[])) ORDER BY id LIMIT 1',
    [used],
  );

  // The help centre's article, the victim's gift-card order and the group their order opened (issue 17).
  const article = await one<{ id: number; category_id: number }>(
    "SELECT id, category_id FROM cms_article WHERE code = 'member-rules'",
    [],
  );
  const giftCard = await one<{ id: number; line_id: number }>(
    `SELECT o.id, (SELECT min(l.id) FROM trade_order_line l WHERE l.order_id = o.id) AS line_id FROM trade_order o
      WHERE o.buyer_id = $1 AND o.biz_code = 'virtual_shopping_card' AND o.display_status = 'COMPLETE'
      ORDER BY o.id LIMIT 1`,
    [buyer],
  );
  const group = await one<{ leader_order_id: number; shop_id: number }>(
    `SELECT g.leader_order_id, g.shop_id FROM group_buy g JOIN trade_order o ON o.id = g.leader_order_id
      WHERE o.buyer_id = $1 ORDER BY g.id LIMIT 1`,
    [buyer],
  );

  // The demo's application under review (issue 17).
  const application = await one<{ id: number }>(
    'SELECT id FROM merchant_application ORDER BY id LIMIT 1',
    [],
  );
  const province = await one<{ id: number; region_id: number }>(
    "SELECT id, region_id FROM district WHERE district_code = 'DE-BY'",
    [],
  );

  const buyerCookie = await t.signIn('buyer@kontor.test');
  // The victim's cart line and private upload, made the way a buyer makes them.
  const item = await createTestItem(t.db, { DE: { sale: 1999 } });
  expectOk(
    await t.call(
      'flow',
      'kontor_trade_BatchCreateNewCartLinesFlow',
      [{ sku: { id: item.skuId }, skuQty: 1 }],
      {
        cookie: buyerCookie,
        site: 'DE',
      },
    ),
  );
  const cartLine = await one<{ id: number }>(
    'SELECT id FROM cart_line WHERE user_id = $1 ORDER BY id LIMIT 1',
    [buyer],
  );
  const address = expectOk(
    await t.call('flow', 'customer_CreateShippingAddressFlow', ADDRESS_PAYLOAD, {
      cookie: buyerCookie,
      site: 'DE',
    }),
  );
  const upload = expectOk(await uploadImage(t, buyerCookie, 'after-sales', { bytes: PNG }));
  const card = await saveTestCard(t, buyerCookie);
  // The victim's data export (decision 045), built as the job builds it.
  const dataExport = expectOk(
    await t.request('POST', '/api/user/web/data-export', { cookie: buyerCookie, body: {} }),
  );
  await t.app.sweeps.runOnce(5, ['data-export.build']);
  const file = String(upload.url).split('/').pop()!;
  // One of the victim's coupons (decision 057; the demo gives Anna several).
  const coupon = await one<{ id: number }>(
    'SELECT id FROM buyer_coupon WHERE user_id = $1 ORDER BY id LIMIT 1',
    [buyer],
  );

  const guest = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }));
  if (!guest) throw new Error('no guest session');

  const sellerOfShop = new Map<number, string>();
  for (const shop of new Set([...used, foreignShop.id])) sellerOfShop.set(shop, await sellerCookie(t, shop));

  return {
    personas: {
      cookies: {
        anonymous: undefined,
        guest,
        buyer: buyerCookie,
        buyer2: await t.signIn('buyer2@kontor.test'),
        ownerSeller: sellerOfShop.get(order.shop_id),
        foreignSeller: sellerOfShop.get(foreignShop.id),
        operator: await t.signIn('admin@kontor.test'),
      },
      ids: {
        buyer,
        buyer2,
        ownerSeller: sellerOfOrder.seller_user_id,
        operator: await userId(t.db, 'admin@kontor.test'),
      },
    },
    victim: {
      order: order.id,
      orderLine: line.id,
      contract: order.contract_id,
      package: pkg.id,
      reverseOrder: reverse.id,
      comment: comment.id,
      cartLine: cartLine.id,
      card,
      paymentOrder: paid.payment_order,
      paymentRecord: paid.record,
      user: buyer,
      address: address.id,
      dataExport: dataExport.id,
      coupon: coupon.id,
      giftCardOrder: giftCard.id,
      giftCardLine: giftCard.line_id,
      article: article.id,
      articleCategory: article.category_id,
      groupOrder: group.leader_order_id,
      groupShop: group.shop_id,
      sku: line.sku_id,
      lineSku: line.sku_id,
      item: line.item_id,
      lineItem: line.item_id,
      shop: order.shop_id,
      seller: sellerOfOrder.seller_user_id,
      carrier: pkg.carrier_id,
      region: province.region_id,
      district: province.id,
      merchantApplication: application.id,
      carrierCode: pkg.entity_code,
      waybill: pkg.service_code,
      invoiceOrder: order.id,
      file,
    },
    madeUp: {
      ...Object.fromEntries(OWNED_KINDS.map((k) => [k, MADE_UP])),
      invoiceOrder: MADE_UP,
      waybill: 'ZZ0000000000000',
      file: `${'a'.repeat(32)}.png`,
    },
    shopOf: {
      order: order.shop_id,
      orderLine: order.shop_id,
      contract: order.shop_id,
      package: order.shop_id,
      reverseOrder: reverse.shop_id,
      comment: comment.shop_id,
    },
    sellerOfShop,
  };
}

const baseKind = (kind: IdKind): string => (kind.startsWith('scope.') ? kind.slice(6) : kind);
export const isOwned = (kind: IdKind) => (OWNED_KINDS as readonly string[]).includes(baseKind(kind));

/** Sets `value` at a dotted path (numeric segments are list indexes), creating what is missing. */
export function setPath(target: any, path: string, value: unknown): any {
  const keys = path.split('.');
  let cur = target;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    const k: string | number = /^\d+$/.test(key) ? Number(key) : key;
    if (last) {
      cur[k] = value;
      return;
    }
    if (cur[k] === null || typeof cur[k] !== 'object') cur[k] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    cur = cur[k];
  });
  return target;
}

/**
 * A call's payload with owned ids from `owned` (victim or made-up) and public ids from the victim.
 * For a call whose payload is a list, only the list-form paths (leading index) are used.
 */
export function payloadFor(key: string, owned: IdValues, victim: IdValues): unknown {
  const c = CALL_MATRIX[key]!;
  const payload = structuredClone(c.payload ?? {});
  const isList = Array.isArray(payload);
  for (const [path, kind] of Object.entries(c.ids ?? {})) {
    if (isList !== /^\d/.test(path)) continue;
    const base = baseKind(kind);
    setPath(payload, path, isOwned(kind) ? owned[base] : victim[base]);
  }
  return payload;
}

export function routeRequest(
  key: string,
  owned: IdValues,
  victim: IdValues,
): { method: 'GET' | 'POST'; url: string; body?: unknown } {
  const r = ROUTE_MATRIX[key]!;
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  const url = (r.url ?? path).replace(/\{(\w+)\}/g, (_, k: string) =>
    encodeURIComponent(String(k in owned ? owned[k] : victim[k])),
  );
  if (method === 'GET') return { method, url };
  const body = structuredClone(r.body ?? {});
  for (const [p, kind] of Object.entries(r.ids ?? {})) {
    setPath(body, p, isOwned(kind) ? owned[baseKind(kind)] : victim[baseKind(kind)]);
  }
  return { method, url, body };
}

export function send(
  t: TestContext,
  key: string,
  payload: unknown,
  cookie: string | undefined,
): Promise<TestResponse> {
  const [kind, name] = key.split('/') as ['flow' | 'func', string];
  return t.call(kind, name, payload, { cookie, site: 'DE', headers: { 'accept-language': 'en' } });
}

export function sendRoute(
  t: TestContext,
  req: { method: 'GET' | 'POST'; url: string; body?: unknown },
  cookie: string | undefined,
): Promise<TestResponse> {
  return t.request(req.method, req.url, {
    body: req.body,
    cookie,
    site: 'DE',
    headers: { 'accept-language': 'en' },
  });
}

/**
 * A digest of everything that belongs to a user: as a buyer (cart, checkout contracts and their payment
 * orders and attempts, orders and their lines, packages,
 * events, after-sales, reviews, rewards, uploads, account) and as a seller (the shop, its orders,
 * after-sales and replies). Sessions, rate-limit counters and sign-in failures are not the user's data.
 * Each row counts by its id and `xmin` (the transaction that last wrote it): an insert, an update or a
 * delete changes the digest, and PostgreSQL does not have to turn every row into text.
 */
const DIGEST_TABLES: [string, string][] = [
  ['app_user', 'id = uid'],
  ['cart_line', 'user_id = uid'],
  ['trade_contract', 'buyer_id = uid'],
  ['payment_order', 'contract_id IN (SELECT id FROM trade_contract WHERE buyer_id = uid)'],
  [
    'payment_record',
    'payment_order_id IN (SELECT p.id FROM payment_order p JOIN trade_contract c ON c.id = p.contract_id WHERE c.buyer_id = uid)',
  ],
  ['customer_address', 'user_id = uid'],
  ['trade_order', 'id IN (SELECT id FROM orders)'],
  ['trade_order_line', 'order_id IN (SELECT id FROM orders)'],
  ['package', 'order_id IN (SELECT id FROM orders)'],
  ['order_event', 'order_id IN (SELECT id FROM orders)'],
  ['coupon_code', 'order_id IN (SELECT id FROM orders)'],
  ['reverse_order', 'id IN (SELECT id FROM reverses)'],
  ['reverse_order_line', 'reverse_order_id IN (SELECT id FROM reverses)'],
  ['reverse_order_remark', 'reverse_order_id IN (SELECT id FROM reverses)'],
  ['reverse_fulfillment', 'reverse_order_id IN (SELECT id FROM reverses)'],
  ['refund', 'reverse_order_id IN (SELECT id FROM reverses)'],
  ['comment', 'commentator_id = uid OR shop_id IN (SELECT id FROM shops)'],
  ['comment_reply', 'shop_id IN (SELECT id FROM shops)'],
  ['reward_ledger', 'user_id = uid'],
  ['stored_file', 'owner_user_id = uid'],
  ['saved_card', 'buyer_id = uid'],
  ['buyer_coupon', 'user_id = uid'],
  ['prize_draw', 'user_id = uid'],
  ['shop', 'id IN (SELECT id FROM shops)'],
];

/**
 * Installs the digest as a PL/pgSQL function of the test database (a throwaway copy), so its plan
 * is made once rather than for every payload.
 */
export async function installDigest(q: Queryable): Promise<void> {
  const parts = DIGEST_TABLES.map(
    ([table, where]) =>
      `(SELECT string_agg(t.id || ':' || t.xmin, ',' ORDER BY t.id) FROM ${table} t WHERE ${where})`,
  );
  await q.exec(`CREATE OR REPLACE FUNCTION kontor_test_digest(uid bigint) RETURNS text LANGUAGE plpgsql AS $fn$
    BEGIN
      RETURN (
        WITH shops AS (SELECT id FROM shop WHERE seller_user_id = uid),
             orders AS (SELECT id FROM trade_order WHERE buyer_id = uid OR shop_id IN (SELECT id FROM shops)),
             reverses AS (SELECT id FROM reverse_order WHERE buyer_id = uid OR shop_id IN (SELECT id FROM shops))
        SELECT md5(concat_ws('|', ${parts.join(', ')})));
    END
  $fn$`);
}

/**
 * A digest of everything that belongs to a user: as a buyer (cart, checkout contracts and their payment
 * orders and attempts, orders and their lines, packages,
 * events, after-sales, reviews, rewards, uploads, account) and as a seller (the shop, its orders,
 * after-sales and replies). Sessions, rate-limit counters and sign-in failures are not the user's data.
 * Each row counts by its id and `xmin` (the transaction that last wrote it): an insert, an update or a
 * delete changes the digest. Needs installDigest first (buildWorld does it).
 */
export async function digestOf(q: Queryable, user: number): Promise<string> {
  const row = await q.one<{ d: string }>('SELECT kontor_test_digest($1) AS d', [user]);
  return row!.d;
}

/**
 * Prints a suite's figures, and leaves them where `npm test` (scripts/test.mjs) picks them up to
 * print again at the very end of the run (only when that folder exists: an `npm test` run).
 */
export function reportFigures(name: string, driver: string, figures: Record<string, number | string>): void {
  const line = `[${name} · ${driver}] ${Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join(' · ')}`;
  console.log(line);
  const dir = path.join(REPO_ROOT, '.test-data', 'results');
  if (existsSync(dir))
    writeFileSync(path.join(dir, `generated-${name.replace(/\W+/g, '-')}-${driver}.txt`), `${line}\n`);
}
