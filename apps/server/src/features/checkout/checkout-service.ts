import {
  type CheckoutAddress,
  type CreateTradeContractInput,
  extraPointsPercent,
  GIFT_CARD_BIZ_CODE,
  includedTax,
  type JoinGroupBuyInput,
  money,
  offersDeliveryInstall,
  priceShopOrder,
  SITE_VAT_RATE,
  SITES,
  type SiteCode,
  type TradeContractDetail,
  type UpdateTradeContractAddressInput,
} from '@kontor/domain';
import { ADDRESS_SITE_RULES } from '@kontor/domain/addresses/address-rules';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import {
  addressSnapshot,
  addressTypeOf,
  defaultAddressId,
  shareTaxDocumentWithShops,
} from '../addresses/addresses-service.ts';
import { groupToJoin, recordGroupJoin } from '../group-buy/group-buy-service.ts';
import { memberLevelOf } from '../members/members-service.ts';
import { placeOrder } from '../orders/orders-service.ts';
import { paidServiceExtraPoints, skusNeedShipping } from '../paid-service/paid-service-service.ts';
import { deliveryOf, lineInsuranceAnswer, orderDeliveryAnswer } from './checkout-delivery-service.ts';
import { contractPointsDiscount } from './checkout-points-service.ts';
import {
  type CheckoutLineRow,
  type ContractPaymentOrderRow,
  type ContractRow,
  checkoutRepository as repo,
} from './checkout-repository.ts';

/**
 * Checkout (decision 038): the buyer's selected cart lines become a trade contract — one order per
 * shop (several orders are a group), the SKUs' stock reserved until the pay deadline, payment orders
 * for what is due (FULL, or DEPOSIT then BALANCE for a pre-sale item). Prices, stock and whether the
 * item is still on sale are checked again under the SKUs' row locks; a line that fails answers
 * ITEM_SOLD_OUT or PRICE_CHANGED (409, the spec's messages) and nothing is placed.
 */

/** Minutes an unpaid checkout holds its stock: the orders' pay deadline (the unpaid sweep closes them). */
export const PAY_WINDOW_MINUTES = 30;

/** The spec's payment errors (§8): the buyer is sent back to the cart with "item solt out". */
const soldOut = () => new AppError('ITEM_SOLD_OUT', 'checkoutErrors.itemSoldOut');
const priceChanged = () => new AppError('PRICE_CHANGED', 'checkoutErrors.priceChanged');

interface PreSaleTerms {
  preSaleEventType: 'DEPOSIT' | 'FULL_PAYMENT';
  depositPercent?: number;
  balancePaymentStartTime?: string;
  balancePaymentEndTime?: string;
}

/** The contract's shipping address cannot be delivered to by its storefront. */
const notDeliverable = () => conflict('checkoutErrors.addressNotDeliverable');

/**
 * A saved address of the buyer's as the contract keeps it (decision 042): the shipping address must
 * be one of the buyer's shipping addresses in a country the storefront delivers to, the billing
 * address any of the buyer's. Another buyer's id answers 404 like a made-up one.
 */
async function savedForContract(
  q: Queryable,
  buyerId: number,
  site: SiteCode,
  id: number,
  role: 'shipping' | 'billing',
): Promise<Record<string, unknown>> {
  const type = await addressTypeOf(q, buyerId, id);
  if (!type || (role === 'shipping' && type !== 'SHIPPING')) throw notFound();
  const snapshot = (await addressSnapshot(q, buyerId, id))!;
  if (role === 'shipping' && !deliversTo(site, snapshot.country)) throw notDeliverable();
  return snapshot;
}

/** Whether the storefront delivers to the country (decision 025's delivery countries). */
const deliversTo = (site: SiteCode, country: string | undefined) =>
  (ADDRESS_SITE_RULES[site].shippingCountries as readonly string[]).includes((country ?? '').toUpperCase());

/** A snapshot sent as it is (the older form of the calls): its country must be one the storefront serves. */
function givenForContract(site: SiteCode, a: CheckoutAddress, role: 'shipping' | 'billing') {
  if (role === 'shipping' && a.country !== undefined && !deliversTo(site, a.country)) throw notDeliverable();
  return a;
}

/**
 * The addresses a new contract starts with: the ones named (by id or snapshot), else the buyer's
 * default shipping address (when the storefront delivers there) and default billing address.
 */
async function addressesForNewContract(
  q: Queryable,
  buyerId: number,
  site: SiteCode,
  input: CreateTradeContractInput,
): Promise<{ selected?: Record<string, unknown>; billing?: Record<string, unknown> }> {
  let selected: Record<string, unknown> | undefined;
  if (input.selectedAddressId !== undefined)
    selected = await savedForContract(q, buyerId, site, input.selectedAddressId, 'shipping');
  else if (input.selectedAddress) selected = givenForContract(site, input.selectedAddress, 'shipping');
  else {
    const d = await defaultAddressId(q, buyerId, 'SHIPPING');
    const snapshot = d === undefined ? undefined : await addressSnapshot(q, buyerId, d);
    if (snapshot && deliversTo(site, snapshot.country)) selected = snapshot;
  }
  let billing: Record<string, unknown> | undefined;
  if (input.billingAddressId !== undefined)
    billing = await savedForContract(q, buyerId, site, input.billingAddressId, 'billing');
  else if (input.billingAddress) billing = input.billingAddress;
  else if (input.selectedAddress === undefined && input.selectedAddressId === undefined) {
    const d = await defaultAddressId(q, buyerId, 'BILLING');
    if (d !== undefined) billing = await addressSnapshot(q, buyerId, d);
  }
  return { selected, billing };
}

export async function createTradeContract(
  db: Db,
  buyer: { id: number; email: string | null },
  site: SiteCode,
  input: CreateTradeContractInput,
): Promise<{ id: number }> {
  const currency = SITES[site].currency;
  const rate = SITE_VAT_RATE[site];
  const ids = input.cartLineIds ?? null;
  try {
    return await db.tx(async (q) => {
      const lines = await repo.linesForCheckout(q, buyer.id, site, ids);
      // A line that is not the caller's (or not on this storefront) is unknown, like a made-up id.
      if (ids && lines.length !== new Set(ids).size) throw notFound();
      if (lines.length === 0) throw conflict('checkoutErrors.emptySelection');
      for (const l of lines) {
        if (!l.on_sale || l.sale_minor === null || l.stock < Math.ceil(l.qty)) throw soldOut();
        if (l.snapshot_minor !== null && Number(l.snapshot_minor) !== Number(l.sale_minor))
          throw priceChanged();
      }
      // Gift cards are sent by e-mail once paid (decision 068): they are checked out on their own, so
      // their orders are gift-card orders (bizCode virtual_shopping_card) and nothing of them ships.
      const giftCards = lines.every((l) => l.sku_type === 'GIFT_CARD');
      if (!giftCards && lines.some((l) => l.sku_type === 'GIFT_CARD'))
        throw conflict('checkoutErrors.giftCardAlone');
      const preSale = lines.find((l) => l.pre_sale)?.pre_sale as PreSaleTerms | undefined;
      // A pre-sale item pays in its own steps (deposit, balance): it is checked out on its own.
      if (preSale && lines.length > 1) throw conflict('checkoutErrors.preSaleAlone');
      for (const l of lines) if (!(await repo.reserveStock(q, l.sku_id, l.qty))) throw soldOut();

      const byShop = new Map<number, CheckoutLineRow[]>();
      for (const l of lines) byShop.set(l.shop_id, [...(byShop.get(l.shop_id) ?? []), l]);
      const lineMinor = (l: CheckoutLineRow) => Math.round(Number(l.sale_minor) * l.qty);
      // Every order starts with standard shipping (decision 066); the buyer changes it on the page.
      const choice = { fulfillmentType: 'SITE_SHIPPING', deliveryInstall: false } as const;
      const prices = new Map<number, ReturnType<typeof priceShopOrder>>();
      for (const [shopId, shopLines] of byShop) {
        const ships = await skusNeedShipping(
          q,
          shopLines.map((l) => l.sku_id),
        );
        prices.set(
          shopId,
          priceShopOrder(
            shopLines.map((l) => ({
              valueMinor: lineMinor(l),
              installable: offersDeliveryInstall(l.category_code),
              ships,
            })),
            choice,
            currency,
          ),
        );
      }
      const total = [...prices.values()].reduce((s, p) => s + p.totalMinor, 0);
      const goodsTotal = [...prices.values()].reduce((s, p) => s + p.goodsMinor, 0);
      const addresses = await addressesForNewContract(q, buyer.id, site, input);
      // The shops of the orders read the billing address's tax document (decision 064).
      if (typeof addresses.billing?.id === 'number')
        await shareTaxDocumentWithShops(q, buyer.id, addresses.billing.id, byShop.keys());
      // A super member's orders earn extra points (decision 052).
      // The member level's extra order points (decision 050), the level the buyer has when ordering.
      const extraPoints =
        (await paidServiceExtraPoints(q, buyer.id)) + extraPointsPercent(await memberLevelOf(q, buyer.id));
      const contractId = await repo.insertContract(q, {
        buyerId: buyer.id,
        site,
        currency,
        selectedAddress: addresses.selected,
        billingAddress: addresses.billing,
        needPayMinor: total,
      });
      const deposit =
        preSale?.preSaleEventType === 'DEPOSIT'
          ? Math.max(1, Math.round((goodsTotal * (preSale.depositPercent ?? 20)) / 100))
          : null;
      const orderPreSale = preSale
        ? {
            preSaleEventType: preSale.preSaleEventType,
            preSaleUnitAmount: money(deposit ?? total, currency),
            balanceSaleUnitAmount: money(deposit === null ? 0 : total - deposit, currency),
            balancePaymentStartTime: preSale.balancePaymentStartTime ?? null,
            balancePaymentEndTime: preSale.balancePaymentEndTime ?? null,
          }
        : null;
      let n = 0;
      const codes = [...byShop.keys()].map((_, i) => `${site}${contractId}-${i + 1}`);
      for (const [shopId, shopLines] of byShop) {
        n += 1;
        const price = prices.get(shopId)!;
        const goods = price.goodsMinor;
        const code = codes[n - 1]!;
        const delivery = deliveryOf(price, choice, {
          code,
          shopName: shopLines[0]!.shop_name,
          currency,
          lineNames: [],
          installable: [],
        });
        await placeOrder(
          q,
          {
            code,
            contractId,
            buyerId: buyer.id,
            shopId,
            site,
            currency,
            status: deposit === null ? 'PENDING_PAY' : 'PENDING_DEPOSIT',
            isInGroup: byShop.size > 1,
            payMinutes: PAY_WINDOW_MINUTES,
            skuMinor: goods,
            skuCount: shopLines.reduce((s, l) => s + l.qty, 0),
            taxMinor: includedTax(price.totalMinor, rate),
            taxRate: rate,
            needPayMinor: price.totalMinor,
            buyerEmail: (addresses.selected?.email as string | undefined) ?? buyer.email,
            preSale: orderPreSale,
            extraPointsPercent: extraPoints,
            bizCode: giftCards ? GIFT_CARD_BIZ_CODE : null,
            delivery,
          },
          shopLines.map((l) => ({
            skuId: l.sku_id,
            qty: l.qty,
            unitMinor: Number(l.sale_minor),
            skuMinor: lineMinor(l),
            taxMinor: includedTax(lineMinor(l), rate),
            preSale: l.pre_sale ? orderPreSale : null,
          })),
          codes.filter((c) => c !== code),
        );
      }
      if (deposit === null) await repo.insertPaymentOrder(q, contractId, 'FULL', total, currency);
      else {
        await repo.insertPaymentOrder(q, contractId, 'DEPOSIT', deposit, currency);
        await repo.insertPaymentOrder(q, contractId, 'BALANCE', total - deposit, currency);
      }
      await repo.removeCartLines(
        q,
        buyer.id,
        lines.map((l) => l.cart_line_id),
      );
      return { id: contractId };
    });
  } catch (error) {
    // The cart shows the new price from now on, so checking out again goes through.
    if (error instanceof AppError && error.code === 'PRICE_CHANGED') {
      await db.tx(async (q) => {
        const lines = await repo.linesForCheckout(q, buyer.id, site, ids);
        await repo.refreshSnapshots(
          q,
          buyer.id,
          lines.map((l) => l.cart_line_id),
        );
      });
    }
    throw error;
  }
}

/**
 * {host}_trade_JoinGroupBuyFlow (decision 068): a contract of one unit of the group's SKU at the group
 * price, on the storefront of the order that opened the group, the stock reserved and paid through
 * the ordinary checkout; the order (tradeOrderBusinessType GROUP_BUY) joins the group once paid. The
 * group's row is locked while the rules are checked (group-buy `groupToJoin`: own, full, expired).
 * A joining checkout of the buyer's still waiting for payment is answered again, not doubled.
 */
export async function createGroupBuyContract(
  db: Db,
  buyer: { id: number; email: string | null },
  input: JoinGroupBuyInput,
): Promise<{ id: number }> {
  return db.tx(async (q) => {
    const g = await groupToJoin(q, buyer.id, input.shopId, input.orderId);
    if (g.unpaidContractId !== undefined) return { id: g.unpaidContractId };
    const sku = await repo.skuForGroup(q, g.skuId);
    if (!sku?.on_sale || !(await repo.reserveStock(q, g.skuId, 1))) throw soldOut();
    const site = g.site as SiteCode;
    const rate = SITE_VAT_RATE[site];
    const total = g.groupPriceMinor;
    const addresses = await addressesForNewContract(q, buyer.id, site, {} as CreateTradeContractInput);
    if (typeof addresses.billing?.id === 'number')
      await shareTaxDocumentWithShops(q, buyer.id, addresses.billing.id, [g.shopId]);
    const extraPoints =
      (await paidServiceExtraPoints(q, buyer.id)) + extraPointsPercent(await memberLevelOf(q, buyer.id));
    const contractId = await repo.insertContract(q, {
      buyerId: buyer.id,
      site,
      currency: g.currency,
      selectedAddress: addresses.selected,
      billingAddress: addresses.billing,
      needPayMinor: total,
    });
    const orderId = await placeOrder(
      q,
      {
        code: `${site}${contractId}-1`,
        contractId,
        buyerId: buyer.id,
        shopId: g.shopId,
        site,
        currency: g.currency,
        status: 'PENDING_PAY',
        isInGroup: false,
        payMinutes: PAY_WINDOW_MINUTES,
        skuMinor: total,
        skuCount: 1,
        taxMinor: includedTax(total, rate),
        taxRate: rate,
        needPayMinor: total,
        buyerEmail: (addresses.selected?.email as string | undefined) ?? buyer.email,
        preSale: null,
        extraPointsPercent: extraPoints,
        businessType: 'GROUP_BUY',
      },
      [
        {
          skuId: g.skuId,
          qty: 1,
          unitMinor: total,
          skuMinor: total,
          taxMinor: includedTax(total, rate),
          preSale: null,
        },
      ],
    );
    await repo.insertPaymentOrder(q, contractId, 'FULL', total, g.currency);
    await recordGroupJoin(q, g.id, orderId, buyer.id);
    return { id: contractId };
  });
}

/**
 * The addresses of the buyer's contract while something of it is still to pay (decisions 038, 042):
 * the shipping address by saved id or snapshot; the billing address likewise, `null` drops it, left
 * out keeps it.
 */
export async function updateContractAddress(
  db: Db,
  buyerId: number,
  input: UpdateTradeContractAddressInput,
): Promise<null> {
  await db.tx(async (q) => {
    const contract = await repo.contractForBuyer(q, buyerId, input.id);
    if (!contract) throw notFound();
    const site = contract.site as SiteCode;
    const selected =
      input.selectedAddressId !== undefined
        ? await savedForContract(q, buyerId, site, input.selectedAddressId, 'shipping')
        : givenForContract(site, input.selectedAddress!, 'shipping');
    const billing =
      input.billingAddressId === null
        ? null
        : input.billingAddressId !== undefined
          ? await savedForContract(q, buyerId, site, input.billingAddressId, 'billing')
          : input.billingAddress;
    if (!(await repo.contractWaitsForPayment(q, contract.id))) throw conflict('payments.errors.notPayable');
    await repo.setAddresses(q, buyerId, contract.id, selected, billing);
    if (input.billingAddressId) {
      const shops = (await repo.ordersOfContract(q, contract.id)).map((o) => Number(o.shop_id));
      await shareTaxDocumentWithShops(q, buyerId, input.billingAddressId, shops);
    }
  });
  return null;
}

/** What a payment order's stage waits for on the orders. */
const STAGE_WAITS_IN = {
  FULL: 'PENDING_PAY',
  DEPOSIT: 'PENDING_DEPOSIT',
  BALANCE: 'PENDING_BALANCE',
} as const;

/** The payment order to pay now: the first unpaid one whose stage some order of the contract waits in. */
function payable(
  paymentOrders: ContractPaymentOrderRow[],
  statuses: string[],
): ContractPaymentOrderRow | undefined {
  return paymentOrders.find((po) => po.status === 'UNPAID' && statuses.includes(STAGE_WAITS_IN[po.stage]));
}

/** The buyer's contract (404 for another buyer's or an unknown id). */
export async function contractOfBuyer(
  q: Queryable,
  buyerId: number,
  contractId: number,
): Promise<ContractRow> {
  const c = await repo.contractForBuyer(q, buyerId, contractId);
  if (!c) throw notFound();
  return c;
}

/** The payment order the buyer pays now for the contract (409 notPayable when none). */
export async function payablePaymentOrder(q: Queryable, buyerId: number, contractId: number) {
  const c = await contractOfBuyer(q, buyerId, contractId);
  const orders = await repo.ordersOfContract(q, c.id);
  const po = payable(
    await repo.paymentOrdersOfContract(q, c.id),
    orders.map((o) => o.display_status),
  );
  if (!po) throw conflict('payments.errors.notPayable');
  return { contract: c, paymentOrder: po };
}

/** Whether anything of the contract is shipped (a contract of paid membership periods alone is not). */
export async function contractNeedsShipping(q: Queryable, contractId: number): Promise<boolean> {
  const orders = await repo.ordersOfContract(q, contractId);
  const lines = await repo.linesOfContract(q, contractId);
  return shipsSomething(q, orders, lines);
}

/**
 * Whether something of the contract is carried to the buyer: not a paid membership alone (decision
 * 052) and not when every order is picked up at the seller's site (decision 066).
 */
async function shipsSomething(
  q: Queryable,
  orders: { id: number; fulfillment_type: string }[],
  lines: { order_id: number; sku_id: number }[],
): Promise<boolean> {
  const shipped = new Set(
    orders.filter((o) => o.fulfillment_type !== 'SITE_PICK_UP').map((o) => Number(o.id)),
  );
  const skus = lines.filter((l) => shipped.has(Number(l.order_id))).map((l) => Number(l.sku_id));
  return skus.length > 0 && skusNeedShipping(q, skus);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * trade_QueryAndValidateTradeContractDetailByIdFunc: the buyer's contract with its orders, lines,
 * payment orders and records, and what is due now.
 */
export async function contractDetail(
  q: Queryable,
  buyerId: number,
  contractId: number,
): Promise<TradeContractDetail> {
  const c = await contractOfBuyer(q, buyerId, contractId);
  const [orders, lines, paymentOrders, records] = [
    await repo.ordersOfContract(q, c.id),
    await repo.linesOfContract(q, c.id),
    await repo.paymentOrdersOfContract(q, c.id),
    await repo.recordsOfContract(q, c.id),
  ];
  const due = payable(
    paymentOrders,
    orders.map((o) => o.display_status),
  );
  const cur = c.currency;
  const total = orders.reduce((s, o) => s + Number(o.need_pay_minor), 0);
  // The delivery options change only while no payment is under way (decision 066).
  const underWay = records.some((r) =>
    ['PAY_PENDING', 'PAY_SUCCESS', 'PRE_AUTH_SUCCESS'].includes(r.record_status),
  );
  return {
    id: c.id,
    notFirstTime: c.not_first_time || records.length > 0,
    createdAt: new Date(c.created_at).toISOString(),
    site: c.site,
    isInGroup: orders.length > 1,
    selectedAddress: c.selected_address,
    billingAddress: c.billing_address,
    needPayAmt: money(due ? Number(due.amount_minor) : 0, cur),
    totalAmt: money(total, cur),
    payablePaymentOrderId: due?.id ?? null,
    payableStage: due?.stage ?? null,
    needsShipping: await shipsSomething(q, orders, lines),
    paidServiceActive: (await paidServiceExtraPoints(q, buyerId)) > 0,
    pointsDiscount: await contractPointsDiscount(q, buyerId, c, orders),
    tradeOrderList: orders.map((o) => {
      const ps = o.pre_sale as Record<string, unknown> | null;
      return {
        id: o.id,
        tradeOrderCode: o.code,
        displayStatus: o.display_status as TradeContractDetail['tradeOrderList'][number]['displayStatus'],
        isInGroup: o.is_in_group,
        shop: { id: o.shop_id, name: o.shop_name, siteName: o.shop_name, siteAddress: o.shop_site_address },
        skuAmt: money(Number(o.sku_minor), cur),
        taxAmt: money(Number(o.tax_minor), cur),
        shippingAmt: money(Number(o.shipping_minor), cur),
        ...orderDeliveryAnswer(
          o,
          lines.filter((l) => l.order_id === o.id),
          o.display_status === 'PENDING_PAY' && o.pre_sale === null && !underWay,
        ),
        needPayAmt: money(Number(o.need_pay_minor), cur),
        pointDiscountAmount: money(Number(o.point_discount_minor), cur),
        earnPoints: Number(o.earn_points),
        paidAmt: money(Number(o.paid_minor), cur),
        payDeadlineMillis: o.pay_deadline_at ? new Date(o.pay_deadline_at).getTime() : null,
        preSale: ps
          ? {
              preSaleEventType: ps.preSaleEventType === 'DEPOSIT' ? 'DEPOSIT' : 'FULL_PAYMENT',
              depositAmt:
                ps.preSaleEventType === 'DEPOSIT'
                  ? (ps.preSaleUnitAmount as { value: string; currency: string })
                  : null,
              balanceAmt:
                ps.preSaleEventType === 'DEPOSIT'
                  ? (ps.balanceSaleUnitAmount as { value: string; currency: string })
                  : null,
              balancePaymentStartTime: iso(
                (ps.balancePaymentStartTime as string | null)
                  ? new Date(ps.balancePaymentStartTime as string)
                  : null,
              ),
              balancePaymentEndTime: iso(
                (ps.balancePaymentEndTime as string | null)
                  ? new Date(ps.balancePaymentEndTime as string)
                  : null,
              ),
            }
          : null,
        tradeOrderLineList: lines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            id: l.id,
            skuId: l.sku_id,
            itemId: l.item_id,
            name: l.sku_name,
            image: l.sku_image,
            attributes: l.sku_attributes,
            tradeQty: Number(l.trade_qty),
            unitPrice: money(Number(l.unit_price_minor), cur),
            needPaySkuAmt: money(Number(l.need_pay_sku_minor), cur),
            campaignSubType: l.campaign_sub_type,
            ...lineInsuranceAnswer(l, o),
          })),
      };
    }),
    paymentOrderList: paymentOrders.map((po) => ({
      id: po.id,
      stage: po.stage,
      amount: money(Number(po.amount_minor), po.currency),
      status: po.status,
      paymentRecordBOList: records
        .filter((r) => r.payment_order_id === po.id)
        .map((r) => ({
          paymentRecordId: r.id,
          payUniqueKey: r.pay_unique_key,
          recordStatus:
            r.record_status as TradeContractDetail['paymentOrderList'][number]['paymentRecordBOList'][number]['recordStatus'],
          payChannel: r.pay_channel,
          businessPayChannelCode: r.business_pay_channel_code,
          failedReason: r.failed_reason,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    })),
  };
}
