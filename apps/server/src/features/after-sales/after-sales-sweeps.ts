import type { Queryable } from '../../platform/db/index.ts';
import type { SweepRunner } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { afterSalesRepository as repo } from './after-sales-repository.ts';
import { settleRefunds, takeStep } from './after-sales-service.ts';

const BATCH = 20;

/**
 * An exchange whose replacement the buyer has not confirmed within `days` of the seller shipping it
 * is confirmed by the system (the transition table lets SYSTEM take CONFIRM_EXCHANGE), like the
 * automatic receipt of an order. Candidates are read first and each is then locked order first,
 * record second — the order every other step locks in — and checked again, so a buyer confirming at
 * the same moment or a second instance sweeping never confirms twice.
 */
export async function autoConfirmExchanges(q: Queryable, deps: AppDeps): Promise<number> {
  const days = deps.config.autoConfirmDays;
  const due = await q.query<{ id: number; order_id: number }>(
    `SELECT id, order_id FROM reverse_order
      WHERE type = 'SALE_EXCHANGE' AND status = 'WAITING_FOR_BUYER_CONFIRMED'
        AND updated_at <= now() - make_interval(days => $1::int)
      ORDER BY updated_at, id LIMIT $2`,
    [days, BATCH],
  );
  let changed = 0;
  for (const d of due) {
    await repo.lockOrder(q, d.order_id);
    const rev = await q.one<{ id: number }>(
      `SELECT id FROM reverse_order WHERE id = $1 AND status = 'WAITING_FOR_BUYER_CONFIRMED' FOR UPDATE`,
      [d.id],
    );
    if (!rev) continue;
    const row = (await repo.byId(q, d.id))!;
    await takeStep(q, deps, row, 'CONFIRM_EXCHANGE', 'SYSTEM', { automatic: true });
    await repo.signParcel(q, d.id, 'EXCHANGE');
    changed++;
  }
  return changed;
}

export function registerAfterSalesSweeps(sweeps: SweepRunner, deps: AppDeps) {
  sweeps.registerRowSweep('afterSales.settleRefunds', (q) => settleRefunds(q, deps));
  sweeps.registerRowSweep('afterSales.autoConfirmExchanges', (q) => autoConfirmExchanges(q, deps));
}
