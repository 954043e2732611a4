import {
  type ApplyContractPointsInput,
  CHECKOUT_POINTS_ERRORS,
  type ContractPointsDiscount,
  type CurrencyCode,
  earnedPoints,
  extraPointsPercent,
  includedTax,
  money,
  pointsChoiceError,
  pointsDiscount,
  type SiteCode,
  splitPoints,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { memberAccount, memberLevelOf, redeemPoints } from '../members/members-service.ts';
import { setOrderPointsDiscount } from '../orders/orders-service.ts';
import { type ContractRow, checkoutRepository as repo } from './checkout-repository.ts';

/**
 * The checkout's points discount (spec §3 "Other", §5; decisions 048 and 050). The buyer chooses
 * points on an unpaid contract (`applyContractPoints`, under the contract's row lock); the choice
 * is spread over the orders and their lines (point_discount_minor, actual_need_pay_points) and the
 * amounts due. At the first payment start the choice becomes final and the points leave the balance
 * through the members ledger, once (`fixContractPoints`, key contract:<id>). An order that closes
 * unpaid gives its share back (orders-service → members-service), a refund in proportion
 * (after-sales → members-service).
 */

/** Whether the contract's orders all wait for their one full payment (pre-sale takes no points). */
const takesPoints = (orders: { display_status: string; pre_sale: unknown }[]) =>
  orders.length > 0 && orders.every((o) => o.display_status === 'PENDING_PAY' && o.pre_sale === null);

/** The contract's points discount as the checkout shows it; null when it can take none. */
export async function contractPointsDiscount(
  q: Queryable,
  buyerId: number,
  c: ContractRow,
  orders: { display_status: string; pre_sale: unknown; need_pay_minor: number }[],
): Promise<ContractPointsDiscount | null> {
  const open = takesPoints(orders) && c.points_fixed_at === null;
  if (!open && Number(c.discount_points) === 0) return null;
  const currency = c.currency as CurrencyCode;
  const chosen = Number(c.discount_points);
  const before = orders.reduce((s, o) => s + Number(o.need_pay_minor), 0) + Number(c.point_discount_minor);
  const { pointBalance } = await memberAccount(q, buyerId);
  const d = pointsDiscount({
    // Points already redeemed for this contract are part of what it may use.
    balance: pointBalance + (c.points_fixed_at ? chosen : 0),
    payableMinor: before,
    currency,
    wanted: chosen,
  });
  return {
    pointBalance,
    minDiscountablePoint: d.minDiscountablePoint,
    discountStep: d.discountStep,
    exchangeRate: money(d.exchangeRate, currency),
    discountablePoint: open ? d.discountablePoint : 0,
    discountPoint: chosen,
    discountAmount: money(Number(c.point_discount_minor), currency),
    usable: open && d.discountablePoint > 0,
    locked: c.points_fixed_at !== null,
  };
}

/**
 * `{host}_trade_ApplyTradeContractPointsFlow`: the buyer's points for the contract (0 uses none).
 * A choice outside minimum, step and what the contract allows is 400 with `fields`; a contract
 * whose paying has started keeps its choice (409).
 */
export async function applyContractPoints(
  db: Db,
  buyerId: number,
  input: ApplyContractPointsInput,
): Promise<ContractPointsDiscount> {
  return db.tx(async (q) => {
    const c = await repo.lockContractForBuyer(q, buyerId, input.id);
    if (!c) throw notFound();
    const { orders, lines } = await repo.ordersForPoints(q, c.id);
    if (!takesPoints(orders)) throw conflict('payments.errors.notPayable');
    if (c.points_fixed_at) throw conflict(CHECKOUT_POINTS_ERRORS.locked);
    const currency = c.currency as CurrencyCode;
    // What each order costs before any points.
    const before = orders.map((o) => o.need_pay_minor + o.point_discount_minor);
    const d = pointsDiscount({
      balance: (await memberAccount(q, buyerId)).pointBalance,
      payableMinor: before.reduce((a, b) => a + b, 0),
      currency,
      wanted: input.discountPoint,
    });
    const error = pointsChoiceError(d, input.discountPoint);
    if (error) throw invalid([{ path: 'discountPoint', message: error }], error);
    const rate = d.exchangeRate;
    const extra = extraPointsPercent(await memberLevelOf(q, buyerId));
    const perOrder = splitPoints(input.discountPoint, before);
    let discountMinor = 0;
    for (const [i, o] of orders.entries()) {
      const orderLines = lines.filter((l) => l.order_id === o.id);
      const lineBefore = orderLines.map((l) => l.need_pay_minor + l.deduction_minor);
      const perLine = splitPoints(perOrder[i], lineBefore);
      const needPay = before[i] - perOrder[i] * rate;
      discountMinor += perOrder[i] * rate;
      await setOrderPointsDiscount(q, {
        orderId: o.id,
        needPayMinor: needPay,
        discountMinor: perOrder[i] * rate,
        points: perOrder[i],
        taxMinor: includedTax(needPay, o.tax_rate),
        // What the order earns is what is paid in money, with the level's extra (decision 050).
        earnPoints: earnedPoints(needPay, o.site as SiteCode, extra),
        lines: orderLines.map((l, j) => ({
          id: l.id,
          needPayMinor: lineBefore[j] - perLine[j] * rate,
          discountMinor: perLine[j] * rate,
          points: perLine[j],
          taxMinor: includedTax(lineBefore[j] - perLine[j] * rate, o.tax_rate),
        })),
      });
    }
    await repo.setContractPoints(q, c.id, input.discountPoint, discountMinor);
    const after = (await repo.lockContractForBuyer(q, buyerId, c.id))!;
    const now = await repo.ordersForPoints(q, c.id);
    return (await contractPointsDiscount(q, buyerId, after, now.orders))!;
  });
}

/**
 * The first payment start makes the points choice final and takes the points from the balance,
 * once per contract (ledger key contract:<id>), under the contract's row lock: parallel starts of
 * one contract redeem once; contracts that together ask for more than the balance get 409 after the
 * first (members.errors.notEnoughPoints) and nothing of theirs changes.
 */
export async function fixContractPoints(db: Db, buyerId: number, contractId: number): Promise<void> {
  await db.tx(async (q) => {
    const c = await repo.lockContractForBuyer(q, buyerId, contractId);
    if (!c) throw notFound();
    if (c.points_fixed_at) return;
    const points = Number(c.discount_points);
    if (points > 0)
      await redeemPoints(q, {
        userId: buyerId,
        points,
        sourceKey: `contract:${c.id}`,
        site: c.site as SiteCode,
      });
    await repo.fixContractPoints(q, c.id);
  });
}
