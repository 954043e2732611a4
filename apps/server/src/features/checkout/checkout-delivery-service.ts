import {
  type CurrencyCode,
  DELIVERY_ERRORS,
  DELIVERY_INSTALL_FEES,
  type DeliveryChoice,
  type DeliveryProblem,
  extraPointsPercent,
  includedTax,
  insuranceOffers,
  minorToValue,
  money,
  type OrderPrice,
  offersDeliveryInstall,
  priceShopOrder,
  SHIPPING_RATES,
  type TradeContractDetail,
  type UpdateContractDeliveryInput,
} from '@kontor/domain';
import type { Db } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { memberLevelOf } from '../members/members-service.ts';
import { type OrderDelivery, setOrderDelivery } from '../orders/orders-service.ts';
import { paidServiceExtraPoints, skusNeedShipping } from '../paid-service/paid-service-service.ts';
import { checkoutDiscountRepository as contracts } from './checkout-discount-repository.ts';
import {
  type ContractLineRow,
  type ContractOrderRow,
  checkoutRepository as repo,
} from './checkout-repository.ts';

/**
 * Delivery options and transport insurance at checkout (issue 14, decision 066). Every amount comes
 * from `priceShopOrder` of packages/domain (the fee tables per currency); what a caller sends is a
 * choice, never an amount. The choice lives on the contract's orders (fulfillment_type, shipping,
 * service charge and insurance columns, serviceDetail, the lines' insurance), written by the orders
 * writer; the difference moves the order's, the contract's and its unpaid FULL payment order's totals,
 * so a discount code or points already on them stay.
 */

const wire = (minor: number, currency: string) => ({ value: minorToValue(minor), currency });

/** The order's delivery columns for a price (the serviceDetail and insurance snapshots of spec §3). */
export function deliveryOf(
  price: OrderPrice,
  choice: DeliveryChoice,
  order: { code: string; shopName: string; currency: string; lineNames: string[]; installable: boolean[] },
): OrderDelivery & { lineInsurance: (Record<string, unknown> | null)[] } {
  const lineInsurance = price.lineInsurance.map((x) =>
    x
      ? {
          insuranceId: x.plan.insuranceId,
          insuranceName: x.plan.insuranceName,
          insuranceFee: wire(x.feeMinor, order.currency),
        }
      : null,
  );
  const first = lineInsurance.find((x) => x !== null);
  return {
    fulfillmentType: choice.fulfillmentType,
    shippingMinor: price.shippingMinor,
    serviceChargeMinor: price.serviceChargeMinor,
    insuranceMinor: price.insuranceMinor,
    serviceDetail:
      price.serviceChargeMinor > 0
        ? {
            serviceId: `SRV-${order.code}`,
            serviceType: 'DELIVERY_INSTALL',
            serviceName: order.lineNames.filter((_, i) => order.installable[i]).join(', '),
            shippingName: order.shopName,
            serviceChargeAmt: wire(price.serviceChargeMinor, order.currency),
          }
        : null,
    insurance: first ? { ...first, insuranceFee: wire(price.insuranceMinor, order.currency) } : null,
    lineInsurance,
  };
}

const badChoice = (problems: DeliveryProblem[]) => invalid(problems, problems[0]!.message);

/**
 * `{host}_trade_UpdateTradeContractDeliveryFlow`: one order's delivery option and its lines'
 * insurance, priced again under the contract's and the order's row locks.
 */
export async function updateContractDelivery(
  db: Db,
  buyerId: number,
  input: UpdateContractDeliveryInput,
): Promise<null> {
  await db.tx(async (q) => {
    const contract = await contracts.lockContract(q, buyerId, input.id);
    if (!contract) throw notFound();
    const locked = await contracts.orders(q, contract.id);
    const target = locked.find((o) => Number(o.id) === input.tradeOrderId);
    if (!target) throw notFound();
    const order = (await repo.ordersOfContract(q, contract.id)).find(
      (o) => Number(o.id) === input.tradeOrderId,
    )!;
    const lines = (await repo.linesOfContract(q, contract.id)).filter(
      (l) => Number(l.order_id) === Number(order.id),
    );
    const chosen = new Map((input.lines ?? []).map((l) => [l.tradeOrderLineId, l.insuranceId]));
    // A line of another order (or anybody else's) is unknown here, like a made-up id.
    for (const id of chosen.keys()) if (!lines.some((l) => Number(l.id) === id)) throw notFound();
    if (target.pre_sale !== null || target.display_status !== 'PENDING_PAY')
      throw conflict('payments.errors.notPayable');
    if (await contracts.paymentUnderWay(q, contract.id)) throw conflict('payments.errors.notPayable');
    if (input.fulfillmentType === 'SITE_PICK_UP' && !order.shop_site_address.trim())
      throw badChoice([{ path: 'fulfillmentType', message: DELIVERY_ERRORS.pickUpNotOffered }]);
    const choice: DeliveryChoice = {
      fulfillmentType: input.fulfillmentType,
      deliveryInstall: input.deliveryInstall ?? false,
    };
    const pickUp = choice.fulfillmentType === 'SITE_PICK_UP';
    const currency = contract.currency as CurrencyCode;
    const ships = await skusNeedShipping(
      q,
      lines.map((l) => Number(l.sku_id)),
    );
    const price = priceShopOrder(
      lines.map((l) => ({
        ships,
        valueMinor: Number(l.sku_minor),
        installable: offersDeliveryInstall(l.category_code),
        // Left out: the line keeps its insurance, which a picked-up order drops (nothing is carried).
        insuranceId: chosen.has(Number(l.id))
          ? chosen.get(Number(l.id))
          : pickUp
            ? null
            : ((l.insurance?.insuranceId as string | undefined) ?? null),
      })),
      choice,
      currency,
    );
    if (price.problems.length > 0)
      throw badChoice(
        price.problems.map((p) => {
          const m = /^lines\.(\d+)\.insuranceId$/.exec(p.path);
          if (!m) return p;
          // Name the problem by the request's own index of that line.
          const lineId = Number(lines[Number(m[1])]!.id);
          const at = (input.lines ?? []).findIndex((l) => l.tradeOrderLineId === lineId);
          return { ...p, path: `lines.${at}.insuranceId` };
        }),
      );
    const delivery = deliveryOf(price, choice, {
      code: order.code,
      shopName: order.shop_name,
      currency,
      lineNames: lines.map((l) => l.sku_name),
      installable: lines.map((l) => offersDeliveryInstall(l.category_code)),
    });
    const delta =
      price.shippingMinor +
      price.serviceChargeMinor +
      price.insuranceMinor -
      (order.shipping_minor + order.service_charge_minor + order.insurance_minor);
    const needPay = order.need_pay_minor + delta;
    // Fewer fees than the discounts already taken off: the buyer removes the points or code first.
    if (needPay < 0) throw conflict(DELIVERY_ERRORS.discountTooLarge);
    const extra =
      (await paidServiceExtraPoints(q, buyerId)) + extraPointsPercent(await memberLevelOf(q, buyerId));
    await setOrderDelivery(q, {
      orderId: order.id,
      fulfillmentType: delivery.fulfillmentType,
      shippingMinor: delivery.shippingMinor,
      serviceChargeMinor: delivery.serviceChargeMinor,
      insuranceMinor: delivery.insuranceMinor,
      serviceDetail: delivery.serviceDetail,
      insurance: delivery.insurance,
      needPayMinor: needPay,
      taxMinor: includedTax(needPay, order.tax_rate),
      extraPointsPercent: extra,
      lines: lines.map((l, i) => ({ id: Number(l.id), insurance: delivery.lineInsurance[i] ?? null })),
    });
    await contracts.discountContract(q, contract.id, -delta);
  });
  return null;
}

type ContractOrder = TradeContractDetail['tradeOrderList'][number];

/** The delivery part of a contract order's answer: the choice, its fees and what it may choose. */
export function orderDeliveryAnswer(
  o: ContractOrderRow,
  lines: ContractLineRow[],
  changeable: boolean,
): Pick<
  ContractOrder,
  'serviceChargeAmt' | 'insuranceAmt' | 'fulfillmentType' | 'serviceDetail' | 'deliveryOptions'
> {
  const cur = o.currency as CurrencyCode;
  const goods = Number(o.sku_minor);
  const rate = SHIPPING_RATES[cur];
  return {
    serviceChargeAmt: money(Number(o.service_charge_minor), cur),
    insuranceAmt: money(Number(o.insurance_minor), cur),
    fulfillmentType: o.fulfillment_type,
    serviceDetail: o.service_detail as ContractOrder['serviceDetail'],
    deliveryOptions: {
      changeable,
      shippingFee: money(goods >= rate.freeFromMinor ? 0 : rate.feeMinor, cur),
      freeShippingFrom: money(rate.freeFromMinor, cur),
      pickUp: o.shop_site_address.trim() !== '',
      deliveryInstall: lines.some((l) => offersDeliveryInstall(l.category_code)),
      deliveryInstallFee: money(DELIVERY_INSTALL_FEES[cur], cur),
    },
  };
}

/** A contract line's insurance and the plans it may take (spec §3 line insurance). */
export function lineInsuranceAnswer(
  l: ContractLineRow,
  o: ContractOrderRow,
): Pick<ContractOrder['tradeOrderLineList'][number], 'insurance' | 'insuranceOffers'> {
  const cur = o.currency as CurrencyCode;
  return {
    insurance: (l.insurance as ContractOrder['tradeOrderLineList'][number]['insurance']) ?? null,
    insuranceOffers: insuranceOffers(Number(l.sku_minor), cur, o.fulfillment_type).map((p) => ({
      insuranceId: p.insuranceId,
      insuranceName: p.insuranceName,
      insuranceFee: money(p.feeMinor[cur], cur),
    })),
  };
}
