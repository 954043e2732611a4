import type {
  AnyOrderLine,
  OrderPackage,
  OrderSummary,
  TradeContract,
} from '@kontor/domain/orders/orders-responses';
import { paths, to } from '../../../shared/paths.ts';

/** /buyer/pre-pay for a contract (spec §2: tradeId, buyerId, contractId; the trade is the contract). */
export function prePayUrl(contractId: number, buyerId: number): string {
  const q = new URLSearchParams({
    tradeId: String(contractId),
    buyerId: String(buyerId),
    contractId: String(contractId),
  });
  return `${paths.prePay}?${q}`;
}

/**
 * Pre-sale balance (spec §4): a contract paid before (the deposit) pays directly, a first payment
 * goes through checkout.
 */
export function payBalanceUrl(contract: Pick<TradeContract, 'id' | 'notFirstTime'>, buyerId: number): string {
  return contract.notFirstTime
    ? prePayUrl(contract.id, buyerId)
    : `${paths.checkout}?${new URLSearchParams({ tradeContractId: String(contract.id) })}`;
}

/** Lines and the DIY parts under them, as one list. */
export function allLines(order: Pick<OrderSummary, 'tradeOrderLineList'>): AnyOrderLine[] {
  return order.tradeOrderLineList.flatMap((l) => [l, ...(l.diySkuLineList ?? [])]);
}

/** /buyer/comment-add?orderId&orderLineIds=[…]: the lines still waiting for a review (DIY parts are reviewed with their bundle). */
export function commentUrl(order: Pick<OrderSummary, 'id' | 'tradeOrderLineList'>): string {
  const open = order.tradeOrderLineList.filter((l) => l.commentStatus !== 'EVALUATED');
  const ids = (open.length > 0 ? open : order.tradeOrderLineList).map((l) => l.id);
  return `${paths.commentAdd}?${new URLSearchParams({ orderId: String(order.id), orderLineIds: JSON.stringify(ids) })}`;
}

export const DEFAULT_REVERSE_TYPES = ['SALE_REFUND', 'SALE_RETURN', 'SALE_EXCHANGE'] as const;

/** The after-sales types to choose from: the order's own list when it has one (spec §3). */
export function reverseTypes(order: Pick<OrderSummary, 'availableReverseTypes'>): string[] {
  return order.availableReverseTypes?.length ? order.availableReverseTypes : [...DEFAULT_REVERSE_TYPES];
}

/** Lines an after-sales application may name (spec §5): something left to return or cancel; no gifts, no DIY main lines. */
export function reversibleLines(order: Pick<OrderSummary, 'tradeOrderLineList'>): AnyOrderLine[] {
  return allLines(order).filter(
    (l) =>
      (l.canReverseQty > 0 || l.canCancelQty > 0) &&
      l.tradeOrderLineBusinessType !== 'GIFT' &&
      l.lineGroupTypeDict !== 'DIY_MAIN',
  );
}

/** /buyer/as/apply?tradeOrderId&tradeOrderLineId=<comma ids>&asType */
export function afterSalesApplyUrl(orderId: number, lineIds: readonly number[], type: string): string {
  const q = new URLSearchParams({
    tradeOrderId: String(orderId),
    tradeOrderLineId: lineIds.join(','),
    asType: type,
  });
  return `${paths.afterSalesApply}?${q}`;
}

/** The after-sales of one order line: /buyer/as/list?tradeOrderId&skuId */
export function afterSalesOfLineUrl(orderId: number, skuId: number): string {
  return `${paths.afterSalesList}?${new URLSearchParams({ tradeOrderId: String(orderId), skuId: String(skuId) })}`;
}

/** A line in after-sales shows the in-after-sale link (spec §4). */
export function lineInAfterSales(line: Pick<AnyOrderLine, 'reverseStatus'>): boolean {
  return line.reverseStatus === 'PROCESSING' || line.reverseStatus === 'DONE';
}

/** trade_InitiateReverseTradeOrderForCancelFlow: every line at its full quantity (spec §4). */
export function cancelAfterPayPayload(order: Pick<OrderSummary, 'id' | 'tradeOrderLineList'>) {
  return {
    tradeOrder: { id: order.id },
    reverseTradeOrderLineList: order.tradeOrderLineList.map((l) => ({
      tradeOrderLine: { id: l.id },
      reverseQty: l.tradeQty,
    })),
  };
}

/** Packages still on their way (the ones receipt is confirmed or postponed for). */
export function pendingPackages(packages: readonly OrderPackage[]): OrderPackage[] {
  return packages.filter((p) => p.fulfillmentProgressStatus === 'SEND_DELIVERY');
}

/** Confirm receipt (spec §4): one package is signed here, several on /buyer/confirm/{orderId}. */
export function confirmTarget(
  orderId: number,
  packages: readonly OrderPackage[],
): { kind: 'sign'; packageId: number } | { kind: 'page'; url: string } | { kind: 'none' } {
  const pending = pendingPackages(packages);
  if (pending.length === 0) return { kind: 'none' };
  if (pending.length === 1) return { kind: 'sign', packageId: pending[0]!.id };
  return { kind: 'page', url: to('confirmReceipt', { orderId }) };
}

/** bbc_trade_BBCPostponeDeliveryFlow: the order, its packages on their way and its lines. */
export function postponePayload(
  order: Pick<OrderSummary, 'id' | 'tradeOrderLineList'>,
  packages: readonly OrderPackage[],
) {
  return {
    id: order.id,
    fulfillmentProgressList: pendingPackages(packages).map((p) => ({ id: p.id })),
    tradeOrderLineList: order.tradeOrderLineList.map((l) => ({ id: l.id })),
  };
}

export type CartLineType = 'NORMAL_SALE_B2C' | 'NORMAL_SALE_O2O' | 'NORMAL_SALE_CBE';

export function cartLineType(shopChannelType: string): CartLineType {
  if (shopChannelType === 'O2O') return 'NORMAL_SALE_O2O';
  if (shopChannelType === 'CBE') return 'NORMAL_SALE_CBE';
  return 'NORMAL_SALE_B2C';
}

/** Buy again: every line (gifts excepted) back to the cart at its quantity, DIY bundles with their markers. */
export function buyAgainLines(order: Pick<OrderSummary, 'tradeOrderLineList' | 'shop' | 'seller'>) {
  const type = cartLineType(order.shop.shopChannelType);
  const line = (
    l: AnyOrderLine,
    diy?: { main: AnyOrderLine },
  ): {
    sku: { id: number };
    item: { id: number };
    shop: { id: number };
    seller: { id: number };
    skuQty: number;
    cartLineTypeDict: CartLineType;
    lineGroupTypeDict?: 'DIY_MAIN' | 'DIY_CHILD';
    diyMainSkuId?: number;
  } => ({
    sku: { id: l.sku.id },
    item: { id: l.sku.item.id },
    shop: { id: order.shop.id },
    seller: { id: order.seller.id },
    skuQty: l.tradeQty,
    cartLineTypeDict: type,
    ...(diy
      ? { lineGroupTypeDict: 'DIY_CHILD' as const, diyMainSkuId: diy.main.sku.id }
      : l.lineGroupTypeDict === 'DIY_MAIN'
        ? { lineGroupTypeDict: 'DIY_MAIN' as const }
        : {}),
  });
  return order.tradeOrderLineList
    .filter((l) => l.tradeOrderLineBusinessType !== 'GIFT')
    .flatMap((l) => [line(l), ...(l.diySkuLineList ?? []).map((c) => line(c, { main: l }))]);
}

/** The group-buying share link shown as a QR code: /items/{shopId}/{orderId}. */
export function shareLink(origin: string, shopId: number, orderId: number): string {
  return `${origin}${to('itemShare', { shopId, orderId })}`;
}
