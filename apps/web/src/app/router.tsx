import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../shared/paths.ts';
import { AntdScope } from '../shared/ui/antd-scope.tsx';
import { PageSpinner } from '../shared/ui/page-spinner.tsx';
import { RequireRole } from './layouts/require-role.tsx';
import { RequireSession } from './layouts/require-session.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** Each page is its own chunk, fetched when its route is first visited (budget: DESIGN §9). */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/**
 * A page built with antd components: wrapped in antd's theme and locale, which load with it. The
 * shell and the placeholder pages need neither, so their routes stay light.
 */
function antdPage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return <AntdScope preload={once}>{page(once)}</AntdScope>;
}

function named<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return page(() => load().then((module) => ({ default: module[name] })));
}

/** Strips the leading slash: child routes are relative to the root layout. */
const at = (path: string) => path.slice(1);

const notFound = page(() => import('./pages/not-found-page.tsx'));

const userCentreRoutes: RouteObject[] = [
  { path: at(paths.buyerIndex), element: page(() => import('./pages/user-centre-home-page.tsx')) },
  { path: at(paths.orders), element: page(() => import('../features/orders/pages/orders-page.tsx')) },
  {
    path: at(paths.orderDetail),
    element: page(() => import('../features/orders/pages/order-detail-page.tsx')),
  },
  {
    path: at(paths.confirmReceipt),
    element: page(() => import('../features/orders/pages/confirm-receipt-page.tsx')),
  },
  {
    path: at(paths.expressTrack),
    element: page(() => import('../features/orders/pages/express-track-page.tsx')),
  },
  {
    path: at(paths.comments),
    element: antdPage(() => import('../features/reviews/pages/comments-page.tsx')),
  },
  {
    path: at(paths.commentAdd),
    element: antdPage(() => import('../features/reviews/pages/comment-add-page.tsx')),
  },
  {
    path: at(paths.comment),
    element: antdPage(() => import('../features/reviews/pages/comment-add-page.tsx')),
  },
  {
    path: at(paths.commentPlus),
    element: antdPage(() => import('../features/reviews/pages/comment-plus-page.tsx')),
  },
  {
    path: at(paths.commentDetail),
    element: antdPage(() => import('../features/reviews/pages/comment-detail-page.tsx')),
  },
  {
    path: at(paths.afterSalesList),
    element: antdPage(() => import('../features/after-sales/pages/after-sales-list-page.tsx')),
  },
  {
    path: at(paths.afterSalesApply),
    element: antdPage(() => import('../features/after-sales/pages/after-sales-apply-page.tsx')),
  },
  {
    path: at(paths.afterSalesApplyAlias),
    element: antdPage(() => import('../features/after-sales/pages/after-sales-apply-page.tsx')),
  },
  {
    path: at(paths.afterSalesDetail),
    element: antdPage(() => import('../features/after-sales/pages/after-sales-detail-page.tsx')),
  },
  {
    path: at(paths.sendBackItems),
    element: antdPage(() => import('../features/after-sales/pages/send-back-items-page.tsx')),
  },
  {
    path: at(paths.mobileLogistics),
    element: antdPage(() => import('../features/after-sales/pages/mobile-logistics-page.tsx')),
  },
  { path: at(paths.coupons), element: page(() => import('../features/coupons/pages/my-coupons-page.tsx')) },
  {
    path: at(paths.addresses),
    element: page(() => import('../features/addresses/pages/addresses-page.tsx')),
  },
  { path: at(paths.cards), element: page(() => import('../features/cards/pages/cards-page.tsx')) },
  {
    path: at(paths.security),
    element: page(() => import('../features/account-security/pages/security-page.tsx')),
  },
  {
    element: (
      <AntdScope>
        {named(() => import('../features/member/components/member-layout.tsx'), 'MemberLayout')}
      </AntdScope>
    ),
    children: [
      {
        path: at(paths.member),
        element: page(() => import('../features/member/pages/member-home-page.tsx')),
      },
      {
        path: at(paths.memberEquity),
        element: page(() => import('../features/member/pages/member-equity-page.tsx')),
      },
      {
        path: at(paths.memberScore),
        element: page(() => import('../features/member/pages/member-score-page.tsx')),
      },
      {
        path: at(paths.superMember),
        element: page(() => import('../features/member/pages/super-member-page.tsx')),
      },
    ],
  },
  { path: 'buyer', element: <Navigate to={paths.buyerIndex} replace /> },
  { path: 'user', element: <Navigate to={paths.member} replace /> },
  { path: 'buyer/*', element: notFound },
  { path: 'user/*', element: notFound },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: (
      <Suspense fallback={<PageSpinner />}>{page(() => import('./pages/route-error-page.tsx'))}</Suspense>
    ),
    children: [
      { index: true, element: antdPage(() => import('./pages/home-page.tsx')) },
      { path: at(paths.login), element: antdPage(() => import('../features/accounts/pages/login-page.tsx')) },
      {
        path: at(paths.signup),
        element: antdPage(() => import('../features/accounts/pages/signup-page.tsx')),
      },
      {
        path: at(paths.signupSuccess),
        element: page(() => import('../features/accounts/pages/signup-success-page.tsx')),
      },
      { path: at(paths.cart), element: antdPage(() => import('../features/cart/pages/cart-page.tsx')) },
      {
        path: at(paths.checkout),
        element: page(() => import('../features/payments/pages/checkout-page.tsx')),
      },
      {
        path: at(paths.confirmSuccess),
        element: page(() => import('../features/orders/pages/confirm-success-page.tsx')),
      },
      {
        path: at(paths.itemShare),
        element: page(() => import('../features/orders/pages/item-share-page.tsx')),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: at(paths.prePay),
            element: page(() => import('../features/payments/pages/pre-pay-page.tsx')),
          },
          {
            path: at(paths.payResult),
            element: page(() => import('../features/payments/pages/pay-result-page.tsx')),
          },
          {
            element: named(() => import('./layouts/user-centre-layout.tsx'), 'UserCentreLayout'),
            children: userCentreRoutes,
          },
        ],
      },
      {
        element: <RequireSession members />,
        children: [
          {
            path: at(paths.merchantApply),
            element: antdPage(() => import('../features/merchant/pages/merchant-apply-page.tsx')),
          },
          {
            path: at(paths.merchantAudit),
            element: antdPage(() => import('../features/merchant/pages/merchant-audit-page.tsx')),
          },
        ],
      },
      {
        element: <RequireRole allowed="seller" />,
        children: [
          {
            element: named(() => import('./layouts/console-layout.tsx'), 'SellerConsoleLayout'),
            children: [
              { path: 'seller', element: <Navigate to={paths.sellerOrders} replace /> },
              {
                path: at(paths.sellerOrders),
                element: antdPage(() => import('../features/orders/pages/seller-orders-page.tsx')),
              },
              {
                path: at(paths.sellerReviews),
                element: antdPage(() => import('../features/reviews/pages/seller-reviews-page.tsx')),
              },
              {
                path: at(paths.sellerAfterSales),
                element: antdPage(() => import('../features/after-sales/pages/seller-after-sales-page.tsx')),
              },
              { path: 'seller/*', element: notFound },
            ],
          },
        ],
      },
      {
        element: <RequireRole allowed="operator" />,
        children: [
          {
            element: named(() => import('./layouts/console-layout.tsx'), 'OperatorConsoleLayout'),
            children: [
              { path: at(paths.admin), element: page(() => import('./pages/admin-page.tsx')) },
              { path: 'admin/*', element: notFound },
            ],
          },
        ],
      },
      { path: '*', element: notFound },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
