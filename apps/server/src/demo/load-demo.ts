import { SITES } from '@kontor/domain';
import { hashPassword } from '../features/accounts/passwords.ts';
import { creditCompletedOrders } from '../features/members/members-service.ts';
import type { Db, Queryable } from '../platform/db/index.ts';
import { DEMO_BUYER, DEMO_PASSWORD } from './accounts.ts';
import { insertDemoAfterSales } from './after-sales-demo.ts';
import { insertCarriers } from './carriers.ts';
import { insertCatalog } from './catalog.ts';
import { insertDemoCoupons } from './coupons-demo.ts';
import { insertDemoGroupBuys } from './group-buys.ts';
import { insertDemoApplication } from './merchant-application-demo.ts';
import { buildContract } from './order-builder.ts';
import type { BuildContext } from './order-plan.ts';
import { insertTradeRows, TradeRows } from './order-rows.ts';
import { ANNA_CONTRACTS, ANNA_LATER_CONTRACTS, BEN_CONTRACTS } from './order-scenarios.ts';
import { ensurePaidServiceDemo, insertPaidServiceDemo } from './paid-service-demo.ts';
import { Rng } from './prng.ts';
import { insertDemoReviews } from './reviews.ts';
import { insertPeople } from './shops.ts';

/** Seed of the demo data: the same seed gives the same shops, catalogue, codes and parcels. */
export const DEMO_SEED = 20_261_121;
const DEMO_LOCK = 727_274_002;

/** Sites are reference data: every database has them, demo or not. */
export async function ensureSites(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO site (code, country, currency, default_language, locale, phone_codes, points_mall_enabled)
     SELECT code, country, currency, default_language, locale, phone_codes, points_mall_enabled
       FROM jsonb_to_recordset($1::jsonb) AS s(code text, country text, currency text, default_language text,
            locale text, phone_codes text[], points_mall_enabled boolean)
     ON CONFLICT (code) DO NOTHING`,
    [
      JSON.stringify(
        Object.values(SITES).map((s) => ({
          code: s.code,
          country: s.country,
          currency: s.currency,
          default_language: s.defaultLanguage,
          locale: s.locale,
          phone_codes: s.phoneCodes,
          points_mall_enabled: s.code !== 'DE',
        })),
      ),
    ],
  );
}

export interface DemoSummary {
  buyerId: number;
  buyer2Id: number;
  shopIds: Record<number, number>;
  orders: number;
}

/**
 * Writes the whole demo (accounts, shops, catalogue, carriers, order histories) through q, which
 * should be a transaction. Times are relative to `now`, so pay deadlines lie ahead after a load.
 */
export async function loadDemo(
  q: Queryable,
  options: { passwordHash: string; now: Date },
): Promise<DemoSummary> {
  const { now } = options;
  const rng = new Rng(DEMO_SEED);
  const people = await insertPeople(q, options.passwordHash, now);
  const catalog = await insertCatalog(q, people.shopIds, rng, now);
  const carrierIds = await insertCarriers(q);

  const ctx: BuildContext = {
    t: new TradeRows(),
    rng,
    now,
    catalog,
    buyerIds: { anna: people.buyerId, ben: people.buyer2Id },
    shopIds: people.shopIds,
    carrierIds,
    counters: { order: 0, payment: 0 },
  };
  for (const plan of [...ANNA_CONTRACTS, ...BEN_CONTRACTS, ...ANNA_LATER_CONTRACTS]) buildContract(ctx, plan);
  const late = ctx.t.orderEvents.find((e) => String(e.created_at) > now.toISOString());
  if (late) throw new Error(`demo order event ${String(late.kind)} lies in the future`);
  await insertTradeRows(q, ctx.t);
  // The lines the stories mark as reviewed get their review rows (and some shop replies).
  await insertDemoReviews(q, now);
  await insertDemoAfterSales(q, now);
  // Coupons used and unused (decision 057); the prize draw needs only the paid orders above.
  await insertDemoCoupons(q, { anna: people.buyerId, ben: people.buyer2Id }, now);
  await insertDemoGroupBuys(q, now, people.buyer2Id);
  await insertDemoApplication(q, options.passwordHash, now);
  // Completed orders' points and growth value enter the member ledgers, as the sweep does later.
  while ((await creditCompletedOrders(q, 500)) > 0);
  // The paid membership on sale (after the rest: it takes no random numbers).
  await insertPaidServiceDemo(q, people.shopIds[1]);
  return { ...people, orders: ctx.t.rows.trade_order.length };
}

/** Loads the demo data once: a database that already has the demo buyer is left alone. */
export async function loadDemoOnce(db: Db): Promise<boolean> {
  const present = () => db.one('SELECT 1 FROM app_user WHERE email = $1', [DEMO_BUYER.email]);
  if (await present()) {
    await ensureSites(db);
    await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
      await ensurePaidServiceDemo(q);
    });
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.tx(async (q) => {
    // Instances starting together take turns; the later ones find the demo already there.
    await q.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    await ensureSites(q);
    if (await present()) return false;
    await loadDemo(q, { passwordHash, now: new Date() });
    return true;
  });
}
