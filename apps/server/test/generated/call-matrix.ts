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
  'card',
  'address',
  // Checkout and the pay calls (decision 038): a contract's payment order and payment record.
  'paymentOrder',
  'paymentRecord',
  // The data export (decision 045): an archive of a buyer's data.
  'dataExport',
  // The coupon ledger (decision 057): one of a buyer's coupons.
  'coupon',
  // Gift cards (decision 061): a paid gift-card order of the buyer and its gift-card line.
  'giftCardOrder',
  'giftCardLine',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];
/** `lineSku`/`lineItem`: the SKU and item of the victim's order line; `seller`: a shop's seller. */
export type PublicKind =
  | 'sku'
  | 'item'
  | 'shop'
  | 'seller'
  | 'carrier'
  | 'lineSku'
  | 'lineItem'
  // Address picker data (decision 024): a country and one of its provinces.
  | 'region'
  | 'district'
  // The help centre (decision 060): a published article, anyone may read it.
  | 'article'
  | 'articleCategory'
  // The group-buy share link (decision 062): an order that opened a group, and its shop.
  | 'groupOrder'
  | 'groupShop'
  // Merchant applications (decision 054): named by id only in the operator's calls.
  | 'merchantApplication';
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
/** A German shipping address that keeps every rule of the DE storefront (the suites send X-Site DE). */
export const ADDRESS_PAYLOAD = {
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Schneider',
  areaCode: '+49',
  personPhone: '151 23456789',
  email: 'anna@example.de',
  country: 'DE',
  region: { regionName: 'Deutschland', regionShortName: 'DE' },
  province: 'Bayern',
  city: 'München',
  districtList: [{ districtName: 'Bayern', districtLevel: 1 }],
  postalCode: '80331',
  poiName: 'Sendlinger Straße',
  houseNo: '45',
};
const ADDRESS_PLACE_IDS = { 'region.id': 'region', 'districtList.0.id': 'district' } as const;

export const CALL_MATRIX: Record<string, CallClass> = {
  // account deletion (decision 044): the code is never right here, so nothing is deleted
  'flow/bbc_user_DestroyUserFlow': {
    access: 'buyer',
    payload: { email: 'buyer@kontor.test', emailCode: '123456' },
  },
  // catalogue and cart
  'flow/kontor_item_PageItemCardFlow': { access: 'public', payload: page },
  // regions and places (decision 024): public data of the address picker
  'func/bbc_common_PagingRegionFunc': {
    access: 'public',
    payload: { page: { no: 1, size: 999 }, regionStatus: 'ENABLED' },
  },
  'func/bbc_common_PagingDistrictFunc': {
    access: 'public',
    ids: { 'region.id': 'region', 'parentDistrict.id': 'district' },
    payload: { queryParams: { page: { no: 1, size: 999 } }, districtLevel: 2 },
  },
  'func/kontor_common_QueryAddressChildrenFunc': {
    access: 'public',
    ids: { regionId: 'region', parentId: 'district' },
    payload: { level: 2 },
  },
  'func/kontor_common_AutocompletePlaceFunc': {
    access: 'public',
    payload: { input: 'Münch', country: 'DE' },
  },
  'func/kontor_common_QueryPlaceDetailFunc': { access: 'public', payload: { placeId: 'district:1' } },
  'flow/kontor_item_ShopItemRenderStaticV3Flow': { access: 'public', ids: { itemId: 'item' }, payload: {} },
  'flow/kontor_item_ItemCombinedFlow': { access: 'public', ids: { itemId: 'item' }, payload: {} },
  'flow/kontor_item_QueryRecommendByItemFlow': {
    access: 'public',
    ids: { itemShopId: 'shop' },
    payload: { itemSize: 4 },
  },
  'flow/bbc_item_QueryRecommendByItemGroupIdFlow': {
    access: 'public',
    ids: { id: 'item' },
    payload: { itemSize: 4 },
  },
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
  // payments: the cashier (guests too; a contract id must be the caller's)
  'flow/pay_RenderCashierNoOrderFlow': {
    access: 'public',
    ids: { tradeContractId: 'contract' },
    payload: { environment: 'PC', countryCode: 'DE', site: 'DE' },
  },
  // checkout and the pay calls (decision 038): guests too; every id must be the caller's
  // Checking out consumes the cart line: the pairs use a made-up line (another buyer's answers the same 404).
  'flow/kontor_trade_CreateTradeContractFlow': {
    access: 'session',
    // The saved addresses' ids (decision 042) are checked by checkout.test.ts (the line is consumed).
    altIds: { 'cartLineIds.0': 'cartLine', selectedAddressId: 'address', billingAddressId: 'address' },
    payload: { cartLineIds: [987_654_321] },
  },
  'flow/kontor_trade_UpdateTradeContractAddressFlow': {
    access: 'session',
    ids: { id: 'contract', selectedAddressId: 'address', billingAddressId: 'address' },
    payload: {},
  },
  // The points discount of the caller's unpaid contract (decision 050).
  'flow/kontor_trade_ApplyTradeContractPointsFlow': {
    access: 'session',
    ids: { id: 'contract' },
    payload: { discountPoint: 0 },
  },
  // One order's delivery option and its lines' insurance on the caller's unpaid contract (decision 066).
  'flow/kontor_trade_UpdateTradeContractDeliveryFlow': {
    access: 'session',
    ids: { id: 'contract', tradeOrderId: 'order', 'lines.0.tradeOrderLineId': 'orderLine' },
    payload: { fulfillmentType: 'SITE_SHIPPING', lines: [{ insuranceId: null }] },
  },
  'func/trade_QueryAndValidateTradeContractDetailByIdFunc': { access: 'session', ids: { id: 'contract' } },
  'flow/pay_AuthorityFlow': {
    access: 'session',
    ids: { tradeContractId: 'contract' },
    payload: {
      channel: 'HOSTED_CHECKOUT',
      countryCode: 'DE',
      site: 'DE',
      amount: { currency: 'EUR', value: '10.00' },
    },
  },
  'flow/trade_FirstPayFlow': {
    access: 'session',
    ids: {
      contractId: 'contract',
      paymentOrderId: 'paymentOrder',
      tradeId: 'order',
      orderId: 'order',
    },
    // buyerId naming someone else is refused 403 by the transport (checkOwnerFields).
    altIds: { buyerId: 'user' },
    payload: { payChannel: 'CARD' },
  },
  'flow/trade_SecondaryPayFlow': { access: 'session', ids: { contractId: 'contract' } },
  // The record's own payUniqueKey must come with its id: pairs use a made-up record.
  'flow/trade_ClosePaymentRecordAfterConfirmFlow': {
    access: 'session',
    altIds: { paymentRecordId: 'paymentRecord' },
    payload: { payUniqueKey: 'PK0000000000', paymentRecordId: 987_654_321 },
  },
  'flow/pay_FindPayAndChannelResultFlow': { access: 'session', ids: { paymentRecordId: 'paymentRecord' } },
  'flow/pay_QueryPaymentOrderStatusForPaypalFlow': {
    access: 'session',
    ids: { paymentRecordId: 'paymentRecord' },
  },
  'func/bbc_trade_QueryTradeContractDetailByPayUniqueKeyFunc': {
    access: 'session',
    payload: { payUniqueKey: 'PK0000000000' },
  },
  'func/kontor_finance_PaypalPaymentCaptureFunc': {
    access: 'session',
    ids: { paymentRecordId: 'paymentRecord' },
    payload: { gatewaySerialNo: 'ORDER-1' },
  },
  'func/kontor_finance_AdyenPaymentsDetailsFunc': {
    access: 'session',
    ids: { paymentRecordId: 'paymentRecord' },
    payload: { site: 'DE', details: { redirectResult: 'x' } },
  },
  'flow/kontor_finance_AffirmAuthorizeFlow': {
    access: 'session',
    ids: { paymentRecordId: 'paymentRecord' },
    payload: { authorizationToken: 'tok' },
  },
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
  // addresses
  'flow/customer_QueryShippingAddressListFlow': { access: 'session', payload: {} },
  'flow/customer_CreateShippingAddressFlow': {
    access: 'session',
    ids: ADDRESS_PLACE_IDS,
    payload: ADDRESS_PAYLOAD,
  },
  'flow/customer_UpdateShippingAddressFlow': {
    access: 'session',
    ids: { id: 'address', ...ADDRESS_PLACE_IDS },
    payload: ADDRESS_PAYLOAD,
  },
  'flow/kontor_customer_SetDefaultShippingAddressFlow': { access: 'session', ids: { id: 'address' } },
  'flow/kontor_customer_DeleteShippingAddressFlow': { access: 'session', ids: { id: 'address' } },
  // shops
  'flow/kontor_merchant_QueryMerchantStatusFlow': { access: 'public', payload: {} },
  'flow/seller_QueryMyShopFlow': { access: 'seller', payload: {} },
  // members (issue 16): the level rules are public, the rest is the member's own (no ids taken)
  'flow/customer_PagingLevelManageFlow': { access: 'public', payload: page },
  'flow/customer_QueryLevelManageFlow': { access: 'public', payload: {} },
  'func/marketing_QueryBenefitByLevelFunc': { access: 'public', payload: { levelCode: 'V2' } },
  'flow/customer_QueryCustomerFlow': { access: 'buyer', payload: {} },
  'flow/customer_QueryLevelUpDifferenceFlow': { access: 'buyer', payload: {} },
  'func/marketing_QueryCustomerBenefitByLevelFunc': { access: 'buyer', payload: {} },
  'flow/kontor_customer_PagePointsRecordFlow': { access: 'buyer', payload: page },
  // paid membership (decision 052): the period item is public, the paid service the buyer's own (no ids)
  'func/bbc_item_RenderItemByPaidServicePeriodCodeFunc': {
    access: 'public',
    payload: { periodCode: 'MONTHLY' },
  },
  'func/customer_QueryOnePaidServiceBOBuiltInFunc': { access: 'buyer', payload: { enabled: true } },
  // coupons and the prize draw (decision 057): the buyer's own coupons and paid orders
  'flow/kontor_misc_PageMyCouponsFlow': { access: 'buyer', payload: { usedStatus: 'NOT_USED', ...page } },
  'flow/kontor_misc_RevealCouponPasswordFlow': {
    access: 'buyer',
    ids: { id: 'coupon' },
    payload: { source: 'COUPON' },
  },
  'flow/kontor_misc_DrawPrizeContentFlow': { access: 'buyer', payload: {} },
  'flow/kontor_misc_DrawPrizeFlow': { access: 'buyer', ids: { orderId: 'order' } },
  'flow/kontor_misc_QueryWinningPrizesFlow': { access: 'buyer', payload: {} },
  // the discount code at checkout (decision 057): on the caller's own contract
  'flow/kontor_trade_ApplyDiscountCodeFlow': {
    access: 'session',
    ids: { id: 'contract' },
    payload: { couponCode: 'KONTOR-WELCOME5' },
  },
  'flow/kontor_trade_RemoveDiscountCodeFlow': { access: 'session', ids: { id: 'contract' } },
  'flow/kontor_trade_QueryContractDiscountFlow': { access: 'session', ids: { id: 'contract' } },
  'flow/admin_PageShopFlow': { access: 'operator', payload: page },
  // help centre (decision 060): reading is public, likes and views need an account
  'func/PageArticleWithUPV3Func': { access: 'public', ids: { categoryId: 'articleCategory' }, payload: page },
  'flow/cms_ListFirstLevelCmsMiscArticleCategoryFlow': { access: 'public', payload: {} },
  'func/QueryUPArticleInfoFunc': { access: 'public', ids: { id: 'article' } },
  'flow/cms_QueryCmsMiscArticleDetailFlow': { access: 'public', ids: { id: 'article' } },
  'flow/bbc_content_CreateArticleLookUPFlow': {
    access: 'buyer',
    ids: { articleId: 'article' },
    payload: { lookUpType: 'VIEW' },
  },
  'flow/kontor_QueryArticleRecommendFlow': {
    access: 'public',
    ids: { articleId: 'article' },
    payload: { size: 3 },
  },
  // gift cards (decision 061): the buyer's own paid gift-card orders
  'flow/kontor_trade_FilterNeedFreeOrderFlow': { access: 'buyer', payload: page },
  'flow/kontor_trade_FilterGiftCardsFlow': { access: 'buyer', ids: { id: 'giftCardOrder' } },
  'func/kontor_trade_UpdateGiftCardsActivityStatusFunc': {
    access: 'buyer',
    ids: { id: 'giftCardOrder', activityId: 'giftCardLine' },
    payload: { sendEmailStatus: true },
  },
  // group-buy share link (decision 062): anyone with the link
  'flow/kontor_trade_QueryGroupBuyShareFlow': {
    access: 'public',
    ids: { shopId: 'groupShop', orderId: 'groupOrder' },
  },
  // joining a group through checkout (decision 068): any signed-in buyer with the link
  'flow/kontor_trade_JoinGroupBuyFlow': {
    access: 'buyer',
    ids: { shopId: 'groupShop', orderId: 'groupOrder' },
  },
  // merchant onboarding and the operator (issue 17, decisions 054 and 055): the applicant's own
  // application (no ids taken; documents must be the caller's uploads), the operator's review
  'flow/kontor_merchant_QueryMyApplicationFlow': { access: 'buyer', payload: {} },
  'flow/kontor_merchant_SubmitApplicationFlow': {
    access: 'buyer',
    // The company address through the address picker (decision 067): places anyone may name.
    ids: { provinceId: 'district', cityId: 'district', districtId: 'district' },
    payload: {
      legalName: 'Müller Büromöbel GmbH',
      registrationNumber: 'HRB 123456',
      country: 'DE',
      vatNumber: 'DE136695976',
      province: 'Bayern',
      street: 'Sendlinger Straße',
      houseNo: '45',
      postalCode: '80331',
      city: 'München',
      contactName: 'Jürgen Müller',
      contactEmail: 'jm@mueller.example',
      contactPhone: '+49 89 1234567',
      accountHolder: 'Müller Büromöbel GmbH',
      iban: 'DE89370400440532013000',
      category: 'office-chairs',
      documents: [{ url: `/files/${'b'.repeat(32)}.pdf`, name: 'Register.pdf' }],
    },
  },
  'flow/admin_PageMerchantApplicationFlow': { access: 'operator', payload: page },
  'flow/admin_QueryMerchantApplicationFlow': { access: 'operator', ids: { id: 'merchantApplication' } },
  'flow/admin_ReviewMerchantApplicationFlow': {
    access: 'operator',
    ids: { id: 'merchantApplication' },
    payload: { approve: false, reason: 'Registerauszug fehlt' },
  },
  // An active shop made active again: refused (409), so the role checks change no shop.
  'flow/admin_ChangeShopStatusFlow': {
    access: 'operator',
    ids: { shopId: 'shop' },
    payload: { merchantStatus: 'SELLER', reason: 'Prüfung' },
  },
  // The log's filters (decision 067): one shop's decisions, or one applicant's (a seller once approved).
  'flow/admin_PageOperatorDecisionFlow': {
    access: 'operator',
    ids: { shopId: 'shop', applicantId: 'seller' },
    payload: page,
  },
  'flow/admin_QueryPlatformSettingsFlow': { access: 'operator', payload: {} },
  'flow/admin_UpdatePlatformSettingsFlow': {
    access: 'operator',
    payload: { merchantApplicationsOpen: true },
  },
  // orders (buyer)
  'flow/bbc_trade_LibPageTradeOrderForBuyerFlow': { access: 'session', payload: {} },
  'flow/trade_QueryOrderQuantityForStatusBuyerFlow': { access: 'session', payload: {} },
  'flow/bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow': { access: 'session', ids: { id: 'order' } },
  // The guest's e-mail link (decision 063): a well-formed token signed for no order opens none, so
  // another buyer's order id answers exactly like a made-up one. `scope.`: even the owner needs the
  // token (order-link.test.ts opens the order with a real one), so no owner check here.
  'flow/kontor_trade_QueryOrderDetailByLinkFlow': {
    access: 'public',
    ids: { id: 'scope.order' },
    payload: { token: `1999999999.${'A'.repeat(43)}` },
  },
  'flow/kontor_trade_CloseImmediatelyTradeOrderFlow': { access: 'session', ids: { id: 'order' } },
  'flow/trade_SignForDeliveryFlow': { access: 'session', ids: { id: 'order' } },
  'flow/bbc_trade_BBCPostponeDeliveryFlow': {
    access: 'session',
    ids: { id: 'order', 'fulfillmentProgressList.0.id': 'package', 'tradeOrderLineList.0.id': 'orderLine' },
  },
  'flow/trade_ListPackageByOrderFlow': { access: 'session', ids: { id: 'order' } },
  'flow/bbc_trade_AllListPackageByOrderFlow': { access: 'session', ids: { id: 'order' } },
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
  // saved cards (decision 030)
  'flow/customer_CreateCardFlow': {
    access: 'buyer',
    payload: {
      cardHolderName: 'Anna Schmidt',
      mobile: '+49 151 2345678',
      email: 'anna@example.de',
      country: 'DE',
      address: 'Berlin/Berlin/Mitte',
      street: 'Invalidenstraße',
      houseNumber: '1',
      zipCode: '10115',
      isSave: 1,
    },
  },
  'func/customer_QueryOneCardFunc': { access: 'buyer', ids: { id: 'card' } },
  'flow/customer_QueryCardByCustomerFlow': { access: 'buyer', payload: { isBind: 1 } },
  'flow/kontor_customer_SetDefaultCardFlow': { access: 'buyer', ids: { id: 'card' } },
  'flow/kontor_customer_DeleteCardFlow': { access: 'buyer', ids: { id: 'card' } },
  // A guest pays by card at checkout: the fields' public config for any session.
  'func/kontor_customer_QueryCardProviderFunc': { access: 'session', payload: {} },
  // Profile (decision 047): a code of another member's; the caller's own data only.
  'flow/kontor_customer_FillInTheInvitationCodeFlow': {
    access: 'buyer',
    payload: { invitationCode: 'ABCD2345' },
  },
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

const SANDBOX_PSP = 'the sandbox PSP (decision 029), not our API';
const SANDBOX_IDP = 'the sandbox sign-in provider (decision 046), not our API';

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
  // Password reset and change (decision 043): sends answer alike for unknown addresses; the captcha,
  // tokens and current password in these bodies are wrong, so no fuzzed body can change a password.
  'POST /api/user/web/password/send-sms': {
    access: 'public',
    fuzz: 'body',
    body: { captcha: 'ab12', token: 'no-such-captcha', mobile: '151 2345678', mobilePrefix: '+49' },
  },
  'POST /api/user/web/password/send-email': {
    access: 'public',
    fuzz: 'body',
    body: { captcha: 'ab12', token: 'no-such-captcha', email: 'nobody@kontor.test' },
  },
  'POST /api/user/web/password/reset-sms-code-verify': {
    access: 'public',
    fuzz: 'body',
    body: { mobile: '151 2345678', mobilePrefix: '+49', smsCode: '123456' },
  },
  'POST /api/user/web/password/reset-email-code-verify': {
    access: 'public',
    fuzz: 'body',
    body: { email: 'nobody@kontor.test', emailCode: '123456' },
  },
  'POST /api/user/web/password/reset-by-verify-token': {
    access: 'public',
    fuzz: 'body',
    body: { verifyToken: 'no-such-token', password: 'Neues-Passwort-2027' },
  },
  'PUT /api/user/web/password/change-password': {
    access: 'buyer',
    fuzz: 'body',
    body: { oldPassword: 'not-the-password', newPassword: 'Neues-Passwort-2027' },
  },
  'POST /api/user/web/mobile/reset/send-sms': {
    access: 'public',
    fuzz: 'body',
    body: { mobile: '151 2345678', mobilePrefix: '+49' },
  },
  'POST /api/user/web/mobile/reset/check-sms-code': {
    access: 'public',
    fuzz: 'body',
    body: { mobile: '151 2345678', mobilePrefix: '+49', smsCode: '123456' },
  },
  'POST /api/user/web/mobile/reset': {
    access: 'public',
    fuzz: 'body',
    body: {
      mobile: '151 2345678',
      mobilePrefix: '+49',
      verifyToken: 'no-such-token',
      password: 'Neues-Passwort-2027',
    },
  },
  'POST /api/user/web/email/reset/send-email': {
    access: 'public',
    fuzz: 'body',
    body: { email: 'nobody@kontor.test' },
  },
  'POST /api/user/web/email/reset/check-email-code': {
    access: 'public',
    fuzz: 'body',
    body: { email: 'nobody@kontor.test', emailCode: '123456' },
  },
  'POST /api/user/web/email/reset': {
    access: 'public',
    fuzz: 'body',
    body: { email: 'nobody@kontor.test', verifyToken: 'no-such-token', password: 'Neues-Passwort-2027' },
  },
  'GET /dev/mailbox': { access: 'public', skip: 'the development mailbox (decision 043), off in production' },
  'POST /api/files/upload': { access: 'session', skip: 'multipart; covered by files.test.ts' },
  'GET /files/:name': { access: 'public', url: '/files/{file}' },
  'GET /media/items/:category/:file': { access: 'public', skip: 'public catalogue images' },
  'GET /api/tms/web/express/track/waybill/query': {
    access: 'session',
    url: '/api/tms/web/express/track/waybill/query?carrierCompanyCode={carrierCode}&wayBillNumber={waybill}',
    fuzz: 'query',
  },
  'GET /api/trade/invoice/:file': { access: 'session', url: '/api/trade/invoice/{invoiceOrder}.pdf' },
  // Binding an e-mail or phone, the deletion codes (decision 044); the samples' password, captcha and
  // code are wrong, so nothing is sent or bound.
  'GET /api/user/web/security': { access: 'buyer', url: '/api/user/web/security' },
  'GET /dev/captcha/:token': {
    access: 'public',
    skip: 'development aid (decision 044): a captcha’s answer by its token, off in production',
  },
  'POST /api/user/web/email/bind/send-email-code': {
    access: 'buyer',
    fuzz: 'body',
    body: { email: 'new-address@kontor.test', password: 'not-the-password' },
  },
  'POST /api/user/web/email/bind': {
    access: 'buyer',
    fuzz: 'body',
    body: { email: 'new-address@kontor.test', emailCode: '123456' },
  },
  'POST /api/user/web/mobile/bind/send-sms-code': {
    access: 'buyer',
    fuzz: 'body',
    body: { prefix: '+49', mobile: '1512345678', password: 'not-the-password' },
  },
  'POST /api/user/web/mobile/bind': {
    access: 'buyer',
    fuzz: 'body',
    body: { prefix: '+49', mobile: '1512345678', smsCode: '123456' },
  },
  'POST /api/user/web/destroy-send-sms-code': {
    access: 'buyer',
    fuzz: 'body',
    body: { captcha: 'abcd', token: 'no-such-captcha', prefix: '+49', mobile: '1512345678' },
  },
  'POST /api/user/web/destroy-send-email-code': {
    access: 'buyer',
    fuzz: 'body',
    body: { captcha: 'abcd', token: 'no-such-captcha', email: 'buyer@kontor.test' },
  },
  // The data export (decision 045): another buyer's archive answers like an unknown one.
  'POST /api/user/web/data-export': { access: 'buyer' },
  'GET /api/user/web/data-export': { access: 'buyer', url: '/api/user/web/data-export' },
  'GET /api/user/web/data-export/:id/download': {
    access: 'buyer',
    url: '/api/user/web/data-export/{dataExport}/download',
  },
  'POST /sapi/mall-customer/post-order-review/send-growth-and-points': {
    access: 'buyer',
    ids: { commentId: 'comment' },
    body: { site: 'DE' },
    fuzz: 'body',
  },
  // The sandbox PSP's own browser surface (decision 030): no session, its publishable key and client
  // secrets are its guard; card-routes tests in features/cards/cards.test.ts.
  'GET /sandbox-psp/v1/sandbox.js': { access: 'public', skip: 'the sandbox PSP’s SDK script' },
  'GET /sandbox-psp/v1/card-fields.js': { access: 'public', skip: 'the sandbox PSP’s card-fields script' },
  'GET /sandbox-psp/v1/challenge.js': { access: 'public', skip: 'the sandbox PSP’s challenge script' },
  'GET /sandbox-psp/v1/elements/card': { access: 'public', skip: 'the sandbox PSP’s card-fields page' },
  'POST /sandbox-psp/v1/tokens': { access: 'public', skip: 'the sandbox PSP tokenises card fields' },
  'POST /sandbox-psp/v1/setup_intents/confirm': {
    access: 'public',
    skip: 'the sandbox PSP, by client secret',
  },
  'POST /sandbox-psp/v1/payment_intents/confirm': {
    access: 'public',
    skip: 'the sandbox PSP, by client secret',
  },
  'GET /sandbox-psp/v1/challenge/:id': { access: 'public', skip: 'the sandbox PSP’s 3-D Secure page' },
  'POST /sandbox-psp/v1/challenge/:id': { access: 'public', skip: 'the sandbox PSP’s 3-D Secure answer' },
  'POST /sapi/mall-customer/order-changes/query-order-growth-value': {
    access: 'buyer',
    ids: { orderId: 'order' },
    body: { site: 'DE' },
    fuzz: 'body',
  },
  // Profile and third-party accounts (decisions 046, 047): the caller's own, no ids.
  'GET /api/user/web/user-info': { access: 'buyer', url: '/api/user/web/user-info' },
  'PUT /api/user/web/user-info': {
    access: 'buyer',
    fuzz: 'body',
    body: { nickname: 'Anna', gender: 'FEMALE', birthday: '1990-05-17' },
  },
  'POST /sapi/mall-customer/complete-customer-profile/send-growth-and-point': {
    access: 'buyer',
    body: { growthEventType: 'COMPLETE_PROFILE', site: 'DE' },
    fuzz: 'body',
  },
  'GET /api/user/web/third-part/providers': { access: 'public', url: '/api/user/web/third-part/providers' },
  'GET /api/user/web/third-part/list-bound': { access: 'buyer', url: '/api/user/web/third-part/list-bound' },
  'POST /api/user/web/third-part/unbind': {
    access: 'buyer',
    fuzz: 'body',
    body: { thirdAccountType: 'SANDBOX' },
  },
  'GET /api/user/web/third-part/authorize': {
    access: 'public',
    url: '/api/user/web/third-part/authorize?thirdAccountType=SANDBOX&intent=LOGIN&redirect=/buyer/index',
    fuzz: 'query',
  },
  'GET /api/user/web/third-part/callback/:type': {
    access: 'public',
    skip: 'the provider’s return: the state cookie is its guard (third-party.test.ts)',
  },
  'GET /sandbox-idp/authorize': { access: 'public', skip: SANDBOX_IDP },
  'POST /sandbox-idp/v1/consent': { access: 'public', skip: SANDBOX_IDP },
  'GET /sandbox-idp/assets/consent.js': { access: 'public', skip: SANDBOX_IDP },
  // Sign-in calendar and tasks (issue 16): the member's own, no ids.
  'POST /sapi/mall-customer/customer-sign-in-log/find-sign-in-log': {
    access: 'buyer',
    body: { site: 'DE' },
    fuzz: 'body',
  },
  'POST /sapi/mall-customer/customer-sign-in-log/sign-in': {
    access: 'buyer',
    body: { site: 'DE' },
    fuzz: 'body',
  },
  'POST /sapi/mall-customer/customer-task/find-customer-completion-list': {
    access: 'buyer',
    body: { site: 'DE' },
    fuzz: 'body',
  },
  // Share, follow and subscribe rewards (issue 16): the member's own ledgers; the shared item is public.
  'POST /sapi/mall-customer/share-shopping-or-product-experience/send-growth-and-points': {
    access: 'buyer',
    ids: { itemId: 'item' },
    body: { growthEventType: 'SHARE_PRODUCT', site: 'DE' },
    fuzz: 'body',
  },
  'POST /sapi/mall-customer/follow-media/send-growth-value': {
    access: 'buyer',
    body: { growthEventType: 'FOLLOW_SOCIAL_MEDIA', site: 'DE' },
    fuzz: 'body',
  },
  'POST /sapi/mall-customer/subscribe-email/send-growth-value': {
    access: 'buyer',
    body: { growthEventType: 'SUBSCRIBE_EMAIL', site: 'DE' },
    fuzz: 'body',
  },
  // Payments platform (decision 028).
  'POST /api/payments/v1/sessions': { access: 'session', fuzz: 'body', body: { type: 'pay_later' } },
  'POST /api/payments/webhooks/:provider': {
    access: 'public',
    skip: 'provider webhooks: the signature on the raw body is the guard (payments-webhooks.test.ts)',
  },
  // The embedded sandbox PSP's own pages and browser endpoints (decision 029): the provider's, not our
  // API; capabilities are its unguessable ids and client secrets (payments.test.ts drives them).
  'GET /sandbox-psp/checkout/:sessionId': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/checkout/:sessionId/pay': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/checkout/:sessionId/challenge': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/checkout/:sessionId/cancel': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/assets/checkout.js': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/wallet/:paymentId/approve': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/wallet/:paymentId/approve': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/assets/wallet.js': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/v1/pay-later/sessions/:clientToken': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/pay-later/authorize': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/v1/pay-later.js': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/assets/pay-later.js': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/device-wallet/confirm': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/v1/device-wallet.js': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/bank/:reference': { access: 'public', skip: SANDBOX_PSP },
  'POST /sandbox-psp/v1/bank/:reference/transfer': { access: 'public', skip: SANDBOX_PSP },
  'GET /sandbox-psp/assets/bank.js': { access: 'public', skip: SANDBOX_PSP },
};
