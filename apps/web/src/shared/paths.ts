import { generatePath } from 'react-router';

/**
 * Every route of the spec (§2) at its path. A dependency-free table: the router, the layouts and
 * the features all link through it, so a path is spelled once.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  signupSuccess: '/signup-success',
  /** "Forgot password?": a code by e-mail or SMS, then a new password (issue 15). */
  resetPassword: '/reset-password',
  cart: '/cart',
  /** The product page, opened in a new tab from product cards; the item's `urlKey`. */
  product: '/products/:urlKey',
  /** ?tradeContractId */
  checkout: '/checkout',
  /** ?orderId */
  confirmSuccess: '/confirm-success',
  /** Group-buying share link, shown as a QR code. */
  itemShare: '/items/:shopId/:orderId',
  /** ?category&keyword: the help centre (issue 17). */
  help: '/help',
  /** One help article by its key (`/help/member-rules`). */
  helpArticle: '/help/:code',

  buyerIndex: '/buyer/index',
  /** ?keyword&status&timespan&pageNo&pageSize&from */
  orders: '/buyer/orders',
  orderDetail: '/buyer/order/detail/:orderId',
  /** Confirm receipt of several packages. */
  confirmReceipt: '/buyer/confirm/:orderId',
  expressTrack: '/buyer/express-trick/:orderId',
  /** ?tradeId&buyerId&contractId */
  prePay: '/buyer/pre-pay',
  /** ?tradeId&status&isPoint&tradeOrderId&otherResult&email&error … */
  payResult: '/buyer/pay-result',

  /** ?status=unComment|comment&pageNo&pageSize */
  comments: '/buyer/comments',
  /** ?orderId&orderLineIds=[…] */
  commentAdd: '/buyer/comment-add',
  /** ?orderId&orderLineIds (the name order screens use) */
  comment: '/buyer/comment',
  commentPlus: '/buyer/comment-plus/:id',
  commentDetail: '/buyer/comment-detail/:id',

  /** ?keyword&pageNo&pageSize&applied&reverseOrderId&tradeOrderId&skuId */
  afterSalesList: '/buyer/as/list',
  /** ?tradeOrderId&tradeOrderLineId&asType */
  afterSalesApply: '/buyer/as/apply',
  afterSalesApplyAlias: '/buyer/as-apply',
  afterSalesDetail: '/buyer/as/detail/:asid',
  sendBackItems: '/buyer/send-back-items',
  mobileLogistics: '/buyer/m-logistics',

  coupons: '/buyer/my-coupons',
  /** The prize draw of paid orders (ours, decision 057). */
  prizeDraw: '/buyer/prize-draw',
  addresses: '/buyer/addresses',
  cards: '/buyer/cards',
  security: '/buyer/security',
  /** Nickname, gender, birthday, avatar (spec §7 `PUT user-info`) and invitation codes. */
  profile: '/buyer/profile',

  member: '/user/member',
  memberEquity: '/user/member/equity',
  memberScore: '/user/member/score',
  superMember: '/user/super-member',

  merchantApply: '/merchant/apply',
  merchantAudit: '/merchant/audit',
  sellerOrders: '/seller/orders',
  sellerAfterSales: '/seller/after-sales',
  /** ?rating&replied&pageNo */
  sellerReviews: '/seller/reviews',
  admin: '/admin',
} as const;

export type PathName = keyof typeof paths;

/** A concrete URL for a route with parameters: `to('orderDetail', { orderId: 12 })`. */
export function to(name: PathName, params: Record<string, string | number> = {}): string {
  return generatePath(
    paths[name],
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as never,
  );
}

/** Only our own paths are followed after sign-in (`?redirect=`), never another site. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return paths.home;
  return target;
}

export function loginWithRedirect(target: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}
