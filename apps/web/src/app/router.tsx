import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { withAllTexts } from '../shared/i18n/i18n.ts';
import { paths } from '../shared/paths.ts';
import { AntdScope } from '../shared/ui/antd-scope.tsx';
import { RequireRole } from './layouts/require-role.tsx';
import { RequireSession } from './layouts/require-session.tsx';
import { RouteErrorBoundary } from './layouts/route-shell.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';

/** The code behind each lazy route element, so the first screen can fetch all of it at once. */
const preloaders = new WeakMap<object, () => unknown>();

/**
 * Starts a page's first calls for the URL being opened (`preloadRouteData`): a module whose default
 * export takes the query client, the storefront and the URL's query string.
 */
type DataPreloader = () => Promise<{
  default: (queryClient: QueryClient, site: string, search: string) => void;
}>;
const dataPreloaders = new WeakMap<object, DataPreloader>();

/**
 * Each page is its own chunk, fetched when its route is first visited (budget: DESIGN §9), with
 * the rest of the interface texts (decision 041) unless `coreTexts` says the page needs only the
 * core part the first render already has (`catalogue-parts.test.ts` checks the pages that say so).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  { coreTexts = false, data }: { coreTexts?: boolean; data?: DataPreloader } = {},
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const withTexts = coreTexts ? load : withAllTexts(load);
  const once = () => {
    loading ??= withTexts();
    return loading;
  };
  const Page = lazy(once);
  const element = <Page />;
  preloaders.set(element, once);
  if (data) dataPreloaders.set(element, data);
  return element;
}

/**
 * A page built with antd components: wrapped in antd's theme and locale, which load with it. The
 * shell and the placeholder pages need neither, so their routes stay light.
 */
function antdPage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= withAllTexts(load)();
    return loading;
  };
  const element = <AntdScope preload={once}>{page(once, { coreTexts: true })}</AntdScope>;
  preloaders.set(element, () => Promise.all([once(), import('../shared/ui/antd-provider.tsx')]));
  return element;
}

function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  options?: { coreTexts?: boolean },
) {
  return page(() => load().then((module) => ({ default: module[name] })), options);
}

/** Strips the leading slash: child routes are relative to the root layout. */
const at = (path: string) => path.slice(1);

const notFound = page(() => import('./pages/not-found-page.tsx'));
// Pages routed under two paths: one element each, so the entry carries their import (and its
// preload list of antd's chunks) once.
const commentAdd = antdPage(() => import('../features/reviews/pages/comment-add-page.tsx'));
const afterSalesApply = antdPage(() => import('../features/after-sales/pages/after-sales-apply-page.tsx'));

const userCentreRoutes: RouteObject[] = [
  { path: at(paths.buyerIndex), element: page(() => import('./pages/user-centre-home-page.tsx')) },
  {
    path: at(paths.orders),
    element: page(() => import('../features/orders/pages/orders-page.tsx'), {
      coreTexts: true,
      data: () => import('../features/orders/api/prefetch-order-list.ts'),
    }),
  },
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
    element: page(() => import('../features/reviews/pages/comments-page.tsx')),
  },
  {
    path: at(paths.commentAdd),
    element: commentAdd,
  },
  {
    path: at(paths.comment),
    element: commentAdd,
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
    element: page(() => import('../features/after-sales/pages/after-sales-list-page.tsx')),
  },
  {
    path: at(paths.afterSalesApply),
    element: afterSalesApply,
  },
  {
    path: at(paths.afterSalesApplyAlias),
    element: afterSalesApply,
  },
  {
    path: at(paths.afterSalesDetail),
    element: page(() => import('../features/after-sales/pages/after-sales-detail-page.tsx')),
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
  { path: at(paths.prizeDraw), element: page(() => import('../features/coupons/pages/prize-draw-page.tsx')) },
  {
    path: at(paths.addresses),
    element: antdPage(() => import('../features/addresses/pages/addresses-page.tsx')),
  },
  { path: at(paths.cards), element: antdPage(() => import('../features/cards/pages/cards-page.tsx')) },
  {
    path: at(paths.security),
    element: antdPage(() => import('../features/account-security/pages/security-page.tsx')),
  },
  { path: at(paths.profile), element: antdPage(() => import('../features/profile/pages/profile-page.tsx')) },
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
    children: [
      {
        index: true,
        // No antd on the home page's first screen (decision 076); its cards are asked for with the session.
        element: page(() => import('./pages/home-page.tsx'), {
          data: () => import('../features/catalog/api/prefetch-catalog.ts'),
        }),
      },
      { path: at(paths.login), element: antdPage(() => import('../features/accounts/pages/login-page.tsx')) },
      {
        path: at(paths.signup),
        element: antdPage(() => import('../features/accounts/pages/signup-page.tsx')),
      },
      {
        path: at(paths.resetPassword),
        element: antdPage(() => import('../features/accounts/pages/reset-password-page.tsx')),
      },
      {
        path: at(paths.signupSuccess),
        element: page(() => import('../features/accounts/pages/signup-success-page.tsx')),
      },
      { path: at(paths.cart), element: antdPage(() => import('../features/cart/pages/cart-page.tsx')) },
      {
        path: at(paths.product),
        element: antdPage(() => import('../features/catalog/pages/product-page.tsx')),
      },
      {
        path: at(paths.checkout),
        element: page(() => import('../features/payments/pages/checkout-page.tsx'), {
          data: () => import('../features/payments/api/prefetch-checkout.ts'),
        }),
      },
      {
        path: at(paths.confirmSuccess),
        element: page(() => import('../features/orders/pages/confirm-success-page.tsx')),
      },
      {
        path: at(paths.itemShare),
        element: page(() => import('../features/orders/pages/item-share-page.tsx')),
      },
      { path: at(paths.help), element: page(() => import('../features/help/pages/help-centre-page.tsx')) },
      {
        path: at(paths.helpArticle),
        element: page(() => import('../features/help/pages/help-article-page.tsx')),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: at(paths.prePay),
            element: antdPage(() => import('../features/payments/pages/pre-pay-page.tsx')),
          },
          {
            path: at(paths.payResult),
            element: page(() => import('../features/payments/pages/pay-result-page.tsx')),
          },
          {
            element: named(() => import('./layouts/user-centre-layout.tsx'), 'UserCentreLayout', {
              coreTexts: true,
            }),
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
              // The console's sections route inside its one lazily loaded page (decision 067), so the
              // shell carries one entry for all of them.
              {
                path: 'admin/*',
                element: antdPage(() => import('../features/merchant/pages/operator-console-page.tsx')),
              },
            ],
          },
        ],
      },
      { path: '*', element: notFound },
    ],
  },
];

/**
 * Starts fetching the code of every route `pathname` renders — layouts and page — together, rather
 * than each one only once its parent has rendered (a chain of round trips before the largest paint).
 */
export function preloadRoute(pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? [])
    void preloaders.get(match.route.element as object)?.();
}

/**
 * Starts the first calls of the page `pathname` renders, for a signed-in visitor whose storefront
 * is known, before the page has rendered (decision 041). Pages without a data preloader ask on mount.
 */
export function preloadRouteData(pathname: string, search: string, queryClient: QueryClient, site: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const data = dataPreloaders.get(match.route.element as object);
    if (data)
      void data().then(
        (module) => module.default(queryClient, site, search),
        () => {},
      );
  }
}

/**
 * The routes under a `<BrowserRouter>`: declarative, without the data router's loaders and actions,
 * which the app does not use (decision 022); `RouteErrorBoundary` is the root's error page.
 */
export function AppRoutes() {
  const location = useLocation();
  return <RouteErrorBoundary locationKey={location.key}>{useRoutes(routes)}</RouteErrorBoundary>;
}
