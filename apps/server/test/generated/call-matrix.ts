import type { Access } from '../../src/platform/rpc.ts';

/**
 * The classification of every registered call and every REST route (decision 019). The generated
 * suites (isolation-matrix.test.ts, bad-input.test.ts) are driven by the registry and the route
 * table; this table tells them, for each entry, who may call it and which ids it takes. A call
 * registered without an entry here fails both suites.
 *
 * `access` must equal the registry's (it is the classification of roles):
 *   public   — anyone, also without a session
 *   session  — any session, a guest (tourist) session too; no session → 401
 *   buyer    — a signed-in account; no session or a guest → 401
 *   seller   — a seller; no session → 401, a signed-in account without the role → 403
 *   operator — the platform operator; likewise
 *
 * `ids` names each id the payload takes (a dotted path, list elements as `0`) and its kind:
 *   owned kinds — someone's data: `order`, `orderLine`, `contract`, `package`, `reverseOrder`,
 *     `comment`, `cartLine`, `user` (a buyerId-like field). Called with another buyer's id, the
 *     answer must be 404 and byte-for-byte the answer a made-up id gets.
 *   `scope.` prefix — a filter of a list (`scope.order`): another buyer's id must answer exactly
 *     like a made-up id (typically an empty page), not necessarily 404.
 *   public kinds — ids anyone may name (catalogue, carriers, shops): `sku`, `item`, `shop`,
 *     `carrier`. They keep the victim's value in both payloads of a pair.
 * `payload` is the rest of a valid payload; the ids are set into it at their paths. For a call
 * whose payload is a list, paths start with the element index.
 * Every integer field of a request schema named `id`, `ids` or `…Id` must appear in `ids`
 * (the suite walks the schema), so a new id field is classified the day it lands.
 */

export const OWNED_KINDS = [
  'order',
  'orderLine',
  'contract',
  'package',
  'reverseOrder',
  'comment',
  'cartLine',
  'user',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];
/** `lineSku`/`lineItem`: the SKU and item of the victim's order line; `seller`: a shop's seller. */
export type PublicKind = 'sku' | 'item' | 'shop' | 'seller' | 'carrier' | 'lineSku' | 'lineItem';
export type IdKind = OwnedKind | `scope.${OwnedKind}` | PublicKind;

export interface CallClass {
  access: Access;
  ids?: Record<string, IdKind>;
  /** Another spelling of an id in `ids` (`id` for `ids`): classified, not set in payloads. */
  altIds?: Record<string, IdKind>;
  payload?: unknown;
}

const page = { page: { no: 1, size: 5 } };
const reverseLine = (qty = 1) => ({ reverseTradeOrderLineList: [{ reverseQty: qty }] });
const REVERSE_LINE = 'reverseTradeOrderLineList.0.tradeOrderLine.id';

export const CALL_MATRIX: Record<string, CallClass> = {
  // catalogue and cart
  'flow/kontor_item_PageItemCardFlow': { access: 'public', payload: page },
  'flow/kontor_trade_BatchCreateNewCartLinesFlow': {
    access: 'session',
    ids: {
      '0.sku.id': 'sku',
      '0.item.id': 'item',
      '0.shop.id': 'shop',
      '0.seller.id': 'seller',
      '0.diyMainSkuId': 'sku',
      'lines.0.sku.id': 'sku',
      'lines.0.item.id': 'item',
      'lines.0.shop.id': 'shop',
      'lines.0.seller.id': 'seller',
      'lines.0.diyMainSkuId': 'sku',
    },
    // The list form; `lines.…` is the object form of the same payload.
    payload: [{ skuQty: 1 }],
  },
  'flow/kontor_trade_QueryCartLinesFlow': { access: 'session', payload: {} },
  'flow/kontor_trade_UpdateCartLineFlow': {
    access: 'session',
    ids: { id: 'cartLine' },
    payload: { skuQty: 2 },
  },
  // A batch delete ignores ids that are not the caller's lines: the same answer as for made-up ids.
  'flow/kontor_trade_DeleteCartLinesFlow': {
    access: 'session',
    ids: { 'ids.0': 'scope.cartLine' },
    payload: {},
  },
  'flow/kontor_trade_SelectAllCartLinesFlow': { access: 'session', payload: { isSelected: true } },
  // shops
  'flow/kontor_merchant_QueryMerchantStatusFlow': { access: 'public', payload: {} },
  'flow/seller_QueryMyShopFlow': { access: 'seller', payload: {} },
  'flow/admin_PageShopFlow': { access: 'operator', payload: page },
  // orders (buyer)
  'flow/bbc_trade_LibPageTradeOrderForBuyerFlow': { access: 'session', payload: {} },
  'flow/trade_QueryOrderQuantityForStatusBuyerFlow': { access: 'session', payload: {} },
  'flow/bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow': { access: 'session', ids: { id: 'order' } },
  'flow/kontor_trade_CloseImmediatelyTradeOrderFlow': { access: 'session', ids: { id: 'order' } },
  'flow/trade_SignForDeliveryFlow': { access: 'session', ids: { id: 'order' } },
  'flow/bbc_trade_BBCPostponeDeliveryFlow': {
    access: 'session',
    ids: { id: 'order', 'fulfillmentProgressList.0.id': 'package', 'tradeOrderLineList.0.id': 'orderLine' },
  },
  'flow/trade_ListPackageByOrderFlow': { access: 'session', ids: { id: 'order' } },
  'flow/bbc_trade_AllListPackageByOrderFlow': { access: 'session', ids: { id: 'order' } },
  'func/trade_QueryAndValidateTradeContractDetailByIdFunc': { access: 'session', ids: { id: 'contract' } },
  'flow/kontor_md_QueryCarrierFlow': { access: 'public', payload: {} },
  'flow/kontor_trade_QueryCouponCodeByOrderFlow': { access: 'session', ids: { id: 'order' } },
  'flow/bbc_trade_BBCSendInvoiceEmailFlow': {
    access: 'session',
    ids: { id: 'order', shopId: 'shop' },
    payload: { buyerEmail: 'someone@example.com' },
  },
  // orders (seller)
  'flow/seller_PageOrderFlow': { access: 'seller', payload: {} },
  'flow/seller_QueryOrderDetailFlow': { access: 'seller', ids: { id: 'order' } },
  'flow/seller_ShipOrderFlow': {
    access: 'seller',
    ids: { orderId: 'order', 'lines.0.orderLineId': 'orderLine', carrierId: 'carrier' },
    payload: { lines: [{ qty: 1 }], trackingNumber: 'ZZ1234567' },
  },
  // after-sales (buyer)
  'flow/trade_RenderReverseTradeOrderForApplyFlow': {
    access: 'session',
    ids: { 'tradeOrder.id': 'order', [REVERSE_LINE]: 'orderLine' },
    payload: { ...reverseLine(), reverseTradeOrderType: 'SALE_REFUND' },
  },
  'flow/trade_InitiateReverseOrderOnlyRefundFlow': {
    access: 'buyer',
    ids: {
      'tradeOrder.id': 'order',
      [REVERSE_LINE]: 'orderLine',
      'reverseTradeOrderLineList.0.derivativeSku.id': 'lineSku',
    },
    payload: {
      reverseReason: 'Damaged',
      applyRefundAmt: { value: '1.00', currency: 'EUR' },
      ...reverseLine(),
    },
  },
  'flow/trade_InitiateReverseTradeOrderForReturnFlow': {
    access: 'buyer',
    ids: {
      'tradeOrder.id': 'order',
      [REVERSE_LINE]: 'orderLine',
      'reverseTradeOrderLineList.0.derivativeSku.id': 'lineSku',
    },
    payload: {
      reverseReason: 'Damaged',
      applyRefundAmt: { value: '1.00', currency: 'EUR' },
      ...reverseLine(),
    },
  },
  'flow/trade_InitiateReverseTradeOrderForExchangeFlow': {
    access: 'buyer',
    ids: {
      'tradeOrder.id': 'order',
      [REVERSE_LINE]: 'orderLine',
      'reverseTradeOrderLineList.0.derivativeSku.id': 'lineSku',
    },
    payload: { reverseReason: 'Damaged', ...reverseLine() },
  },
  'flow/bbc_trade_InitiateReverseTradeOrderForCancelUnDeliveryFlow': {
    access: 'buyer',
    ids: { 'tradeOrder.id': 'order' },
    payload: { reverseReason: 'Changed my mind' },
  },
  'flow/trade_InitiateReverseTradeOrderForCancelFlow': {
    access: 'session',
    ids: { 'tradeOrder.id': 'order', [REVERSE_LINE]: 'orderLine' },
    payload: { reverseReason: 'Changed my mind', ...reverseLine() },
  },
  'flow/trade_PageReverseOrderFlow': {
    access: 'session',
    ids: { tradeOrderId: 'scope.order', skuId: 'lineSku' },
    payload: page,
  },
  'flow/kontor_trade_QueryReverseOrdersByOrderSkuFlow': {
    access: 'session',
    ids: { tradeOrderId: 'order', skuId: 'lineSku' },
  },
  'flow/trade_QueryReverseOrderByIdFlow': { access: 'session', ids: { id: 'reverseOrder' } },
  'flow/trade_CancelReverseTradeOrderForReturnOrExchangeFlow': {
    access: 'session',
    ids: { id: 'reverseOrder' },
  },
  'flow/trade_ConfirmReverseTradeOrderExchangeSkuFlow': { access: 'session', ids: { id: 'reverseOrder' } },
  'flow/trade_PostBackReverseTradeOrderFlow': {
    access: 'session',
    ids: { id: 'reverseOrder', 'fulfillmentProgressList.0.fulfillmentServiceProvider.id': 'carrier' },
    payload: { fulfillmentProgressList: [{ serviceCode: 'ZZ1234567' }] },
  },
  'flow/bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow': {
    access: 'session',
    ids: { diyItemId: 'lineItem', 'tradeOrderLine.id': 'orderLine' },
  },
  'flow/kontor_trade_WithdrawFromContractFlow': {
    access: 'buyer',
    ids: { 'tradeOrder.id': 'order', [REVERSE_LINE]: 'orderLine' },
    payload: reverseLine(),
  },
  // after-sales (seller)
  'flow/seller_PageReverseOrderFlow': { access: 'seller', payload: {} },
  'flow/seller_QueryReverseOrderDetailFlow': { access: 'seller', ids: { id: 'reverseOrder' } },
  'flow/seller_AuditReverseOrderFlow': {
    access: 'seller',
    ids: { id: 'reverseOrder' },
    payload: { approve: false, auditRejectReason: 'No' },
  },
  'flow/seller_ReceiveReturnFlow': {
    access: 'seller',
    ids: { id: 'reverseOrder' },
    payload: { pass: false, qcRejectReason: 'No' },
  },
  'flow/seller_ShipExchangeFlow': {
    access: 'seller',
    ids: { id: 'reverseOrder', carrierId: 'carrier' },
    payload: { serviceCode: 'ZZ1234567' },
  },
  'flow/seller_RetryRefundFlow': { access: 'seller', ids: { id: 'reverseOrder' } },
  // reviews
  'flow/bbc_trade_PageTradeOrderForBuyerIdFlow': { access: 'buyer', payload: {} },
  'flow/bbc_content_PageCommonComment4CFlow': {
    access: 'buyer',
    ids: { 'qCommentBO.id': 'scope.comment', 'qCommentBO.commentator.id': 'scope.user' },
    payload: { qCommentBO: page },
  },
  'func/trade_QueryOneTradeBaseOrderLineBOBuiltInFunc': { access: 'buyer', ids: { id: 'orderLine' } },
  'flow/bbc_trade_TradeOrderLineForIdFlow': {
    access: 'buyer',
    ids: { 'ids.0': 'orderLine' },
    altIds: { id: 'orderLine', 'id.0': 'orderLine' },
  },
  'flow/bbc_content_BatchCreateCommonCommentFlow': {
    access: 'buyer',
    ids: { '0.postId': 'orderLine' },
    payload: [{ topId: -1, rateDict: 5, content: 'Solid and well made.', images: { files: [] } }],
  },
  'flow/seller_PageCommentFlow': { access: 'seller', payload: {} },
  'flow/seller_ReplyCommentFlow': {
    access: 'seller',
    ids: { commentId: 'comment' },
    payload: { content: 'Thank you!' },
  },
  'flow/bbc_content_PageItemCommentFlow': { access: 'public', ids: { itemId: 'item' }, payload: page },
};

/**
 * REST routes (the route table): `url` with `{kind}` placeholders for ids in the path or query,
 * `body` (JSON) with ids at `ids` paths. `transport` marks routes that are not calls themselves.
 * HEAD routes are Fastify's companions of GET routes and share their entry.
 */
export interface RouteClass {
  access: Access;
  /** The URL to request; `{kind}` is replaced by an id of that kind. */
  url?: string;
  ids?: Record<string, IdKind>;
  body?: unknown;
  /** Not a call (the trantor transport, health, public media): role and isolation checks skip it. */
  skip?: string;
  /** A route that changes state: its fuzzing sends JSON bodies. */
  fuzz?: 'body' | 'query';
}

export const ROUTE_MATRIX: Record<string, RouteClass> = {
  'GET /healthz': { access: 'public', skip: 'health check, no data' },
  'POST /api/trantor/:kind/:name': { access: 'public', skip: 'the transport of the calls above' },
  'GET /api/user/web/current': { access: 'public', url: '/api/user/web/current' },
  'POST /api/user/web/login': {
    access: 'public',
    fuzz: 'body',
    body: { account: 'nobody@kontor.test', password: 'x' },
  },
  'POST /api/user/web/signup': {
    access: 'public',
    fuzz: 'body',
    body: { email: 'new@kontor.test', password: 'x' },
  },
  'POST /api/user/web/logout': { access: 'public', skip: 'ends the session the suite uses' },
  'POST /api/user/web/tourist': { access: 'public', skip: 'starts a session; no payload' },
  'GET /api/user/web/captcha': { access: 'public', url: '/api/user/web/captcha', fuzz: 'query' },
  'POST /api/user/web/language': { access: 'public', fuzz: 'body', body: { language: 'de' } },
  'POST /api/user/web/site': { access: 'public', fuzz: 'body', body: { site: 'NL' } },
  'POST /api/files/upload': { access: 'session', skip: 'multipart; covered by files.test.ts' },
  'GET /files/:name': { access: 'public', url: '/files/{file}' },
  'GET /media/items/:category/:file': { access: 'public', skip: 'public catalogue images' },
  'GET /api/tms/web/express/track/waybill/query': {
    access: 'session',
    url: '/api/tms/web/express/track/waybill/query?carrierCompanyCode={carrierCode}&wayBillNumber={waybill}',
    fuzz: 'query',
  },
  'GET /api/trade/invoice/:file': { access: 'session', url: '/api/trade/invoice/{invoiceOrder}.pdf' },
  'POST /sapi/mall-customer/post-order-review/send-growth-and-points': {
    access: 'buyer',
    ids: { commentId: 'comment' },
    body: { site: 'DE' },
    fuzz: 'body',
  },
  'POST /sapi/mall-customer/order-changes/query-order-growth-value': {
    access: 'buyer',
    ids: { orderId: 'order' },
    body: { site: 'DE' },
    fuzz: 'body',
  },
};
