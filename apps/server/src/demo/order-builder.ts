import { SITES } from '@kontor/domain';
import { allocate, feeAmount, includedTax, roundAmount, TAX_RATE, wire } from './order-money.ts';
import type { BuildContext, BuiltOrder, ContractPlan, OrderPlan } from './order-plan.ts';
import type { RowData } from './order-rows.ts';
import { presaleWindow, tellStory } from './order-story.ts';
import { SHOPS } from './shops.ts';

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** Builds one checkout: its contract, its orders and lines, then their story (payments, parcels, events). */
export function buildContract(ctx: BuildContext, plan: ContractPlan): void {
  const { t, now } = ctx;
  const orderedAt = new Date(now.getTime() - plan.daysAgo * 86_400_000);
  const contract = t.add('trade_contract', {
    buyer_id: ctx.buyerIds[plan.buyer],
    site: plan.site,
    currency: SITES[plan.site].currency,
    not_first_time: false,
    selected_address: plan.address,
    billing_address: plan.billing ?? { ...plan.address, isDefault: false },
    need_pay_minor: 0,
    created_at: orderedAt.toISOString(),
  });
  const built = plan.orders.map((o) => buildOrder(ctx, plan, o, contract, orderedAt));
  t.get('trade_contract', contract).need_pay_minor = built.reduce((sum, b) => sum + b.needPay, 0);
  tellStory(ctx, plan, contract, built, orderedAt);
}

function buildOrder(
  ctx: BuildContext,
  c: ContractPlan,
  o: OrderPlan,
  contract: number,
  orderedAt: Date,
): BuiltOrder {
  const { t, catalog } = ctx;
  const site = c.site;
  const currency = SITES[site].currency;
  const rate = TAX_RATE[site];
  const code = `KO${ymd(orderedAt)}${String(++ctx.counters.order).padStart(5, '0')}`;
  const flat = o.lines.flatMap((l) => [
    { plan: l, group: l.parts ? 'DIY_MAIN' : null, parent: -1 },
    ...(l.parts ?? []).map((p) => ({ plan: p, group: 'DIY_CHILD', parent: 0 })),
  ]);
  const shopNo = catalog.item(o.lines[0].item).shop;
  const shop = SHOPS.find((s) => s.n === shopNo)!;

  // Prices: pre-sale lines sell at the campaign price; points-mall and gift lines cost no money.
  const priced = flat.map((f, i) => {
    const sku = catalog.sku(f.plan.item, f.plan.sku ?? 0);
    const qty = f.plan.qty ?? 1;
    const sale = sku.price[site].sale;
    const campaign = o.presale && i === 0 ? Math.round((sale * 0.9) / 100) * 100 : null;
    const unit = o.pointsMall || f.plan.gift ? 0 : (campaign ?? sale);
    return { ...f, sku, qty, unit, campaign, skuMinor: Math.round(unit * qty) };
  });
  const weights = priced.map((p) => p.skuMinor);
  const goods = weights.reduce((a, b) => a + b, 0);
  const shopDiscount = o.promotion ? Math.round(goods * o.promotion.pct) : 0;
  const orderDiscount = o.coupon ? roundAmount(o.coupon.eur, site) : 0;
  const pointDiscount = o.pointsUsed ?? 0;
  const shopParts = allocate(shopDiscount, weights);
  const orderParts = allocate(orderDiscount, weights);
  const pointParts = allocate(pointDiscount, weights);
  const shipping = feeAmount(o.shippingEur ?? 0, site);
  const insuranceFee = o.insurance ? feeAmount(14.9, site) : 0;
  const serviceCharge = o.service ? feeAmount(19.9, site) : 0;

  const deposit = o.presale === 'DEPOSIT' ? roundAmount(50, site) : 0;
  const presaleJson = (campaign: number) => {
    const times = presaleWindow(o, orderedAt, ctx.now);
    return {
      preSaleUnitAmount: wire(o.presale === 'DEPOSIT' ? deposit : campaign, currency),
      balanceSaleUnitAmount: wire(o.presale === 'DEPOSIT' ? campaign - deposit : 0, currency),
      preSaleEventType: o.presale,
      balancePaymentStartTime: times?.start.toISOString() ?? null,
      balancePaymentEndTime: times?.end.toISOString() ?? null,
    };
  };
  const insuranceJson = o.insurance
    ? {
        insuranceId: 'INS-TRANSIT-PLUS',
        insuranceName: 'Transport insurance Plus (damage and loss)',
        insuranceFee: wire(insuranceFee, currency),
      }
    : null;

  const order = t.add('trade_order', {});
  const lines: BuiltOrder['lines'] = [];
  let needPayGoods = 0;
  priced.forEach((p, i) => {
    const discount = shopParts[i] + orderParts[i];
    const needPaySku = p.skuMinor - discount - pointParts[i];
    needPayGoods += needPaySku;
    const points = o.pointsMall ? (p.sku.pointsPrice ?? 0) * p.qty : pointParts[i];
    const row: RowData = {
      order_id: order,
      code: `${code}-${String(i + 1).padStart(2, '0')}`,
      sku_id: p.sku.id,
      item_id: p.sku.itemId,
      sku_name: p.sku.name,
      sku_image: p.sku.image,
      sku_attributes: p.sku.attributes,
      unit_name: p.sku.unitName,
      adjust_step: p.sku.adjustStep,
      business_type_dict: p.sku.businessType,
      trade_qty: p.qty,
      delivered_qty: 0,
      cancelled_qty: 0,
      unit_price_minor: p.unit,
      sku_minor: p.skuMinor,
      need_pay_sku_minor: needPaySku,
      paid_minor: 0,
      refunded_minor: 0,
      tax_minor: includedTax(needPaySku, rate),
      campaign_unit_minor: p.campaign,
      discount_minor: discount,
      point_deduction_minor: o.pointsMall ? 0 : pointParts[i],
      actual_paid_points: 0,
      actual_need_pay_points: points,
      campaign_sub_type: p.campaign != null ? 'PRESELL' : null,
      line_group_type: p.group,
      parent_line_id: p.parent >= 0 ? lines[p.parent].local : null,
      line_business_type: p.plan.gift ? 'GIFT' : null,
      expect_date: null,
      delivery_time_type: null,
      duration: null,
      insurance: i === 0 ? insuranceJson : null,
      pre_sale: p.campaign != null ? presaleJson(p.campaign) : null,
      reverse_status: 'NOT_REQUESTED',
      comment_status: 'NOT_EVALUATED',
    };
    if (p.campaign != null) {
      if (o.presale === 'FULL_PAYMENT')
        Object.assign(row, { delivery_time_type: 'RELATIVE_TIME', duration: 14 });
      else {
        const expect = new Date(orderedAt.getTime() + 28 * 86_400_000).toISOString().slice(0, 10);
        Object.assign(row, { delivery_time_type: 'ABSOLUTE_TIME', expect_date: expect });
      }
    }
    lines.push({ local: t.add('trade_order_line', row), sku: p.sku, qty: p.qty, plan: p.plan });
  });

  const needPay = needPayGoods + shipping + insuranceFee + serviceCharge;
  const activity: RowData[] = [];
  if (o.promotion)
    activity.push(benefit('PROMOTION', o.promotion.name, o.promotion.desc, shopDiscount, currency));
  if (o.coupon) activity.push(benefit('COUPON', o.coupon.name, o.coupon.desc, orderDiscount, currency));
  const totalPoints = lines.reduce(
    (sum, l) => sum + Number(t.get('trade_order_line', l.local).actual_need_pay_points),
    0,
  );

  Object.assign(t.get('trade_order', order), {
    code,
    contract_id: contract,
    buyer_id: ctx.buyerIds[c.buyer],
    shop_id: ctx.shopIds[shopNo],
    site,
    currency,
    display_status: o.status,
    reverse_status: 'NOT_REQUESTED',
    fulfillment_type: o.pickUp ? 'SITE_PICK_UP' : 'SITE_SHIPPING',
    trade_type: o.pointsMall
      ? 'NORMAL_POINT_REDEEM'
      : shop.channel === 'CBE' && shop.returnAddress.country !== SITES[site].country
        ? 'CROSS_BORDER'
        : 'NORMAL',
    trade_order_business_type: o.groupBuy ? 'GROUP_BUY' : null,
    biz_code: o.giftCard ? 'virtual_shopping_card' : null,
    is_in_group: c.orders.length > 1,
    comment_status: 'NOT_EVALUATED',
    pay_deadline_at: null,
    sku_minor: goods,
    sku_total_count: priced.reduce((sum, p) => sum + p.qty, 0),
    tax_minor: includedTax(needPay, rate),
    tax_rate: rate,
    shipping_minor: shipping,
    service_charge_minor: serviceCharge,
    insurance_minor: insuranceFee,
    shop_discount_minor: shopDiscount,
    order_discount_minor: orderDiscount,
    point_discount_minor: o.pointsMall ? 0 : pointDiscount,
    actual_paid_points: 0,
    actual_need_pay_points: totalPoints,
    earn_points: 0,
    earn_growth_value: 0,
    need_pay_minor: needPay,
    paid_minor: 0,
    buyer_email: c.address.email,
    buyer_phone: c.address.personPhone,
    activity_list: activity,
    service_detail: o.service
      ? {
          serviceId: `SRV-${code.slice(2)}`,
          serviceType: 'DELIVERY_INSTALL',
          serviceName: lines[0].sku.name,
          shippingName: `${shop.name} fitting team`,
          contactNumber: shop.returnAddress.personPhone,
          remark: 'Please call 30 minutes before arrival. Third floor, no lift; parking in the courtyard.',
          serviceChargeAmt: wire(serviceCharge, currency),
        }
      : null,
    insurance: insuranceJson,
    pre_sale: o.presale ? t.get('trade_order_line', lines[0].local).pre_sale : null,
    ordered_at: orderedAt.toISOString(),
    created_at: orderedAt.toISOString(),
  });
  return {
    local: order,
    plan: o,
    shopNo,
    code,
    lines,
    needPay,
    depositTotal: deposit * (priced[0]?.qty ?? 0),
  };
}

function benefit(dict: 'PROMOTION' | 'COUPON', name: string, desc: string, amount: number, currency: string) {
  return {
    benefitDict: dict,
    benefitInfoAmt: wire(amount, currency),
    benefitInfoList: [{ benefitName: name, benefitDesc: desc, discount: wire(amount, currency) }],
  };
}
