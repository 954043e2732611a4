import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { loginWithRedirect, paths } from '../../shared/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

/**
 * Routes that need a session: visitors without one go to /login?redirect=… and come back after
 * signing in. `members` also sends guests (tourists) to sign in. An order page opened by the link of
 * a guest's confirmation e-mail (`?token=`, decision 063) needs none: the token opens that order.
 */
export function RequireSession({ members = false }: { members?: boolean }) {
  const location = useLocation();
  const current = useCurrentUser();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorAlert error={current.error} onRetry={() => void current.refetch()} />;
  const user = current.data;
  const orderLink =
    !members &&
    matchPath(paths.orderDetail, location.pathname) !== null &&
    new URLSearchParams(location.search).has('token');
  if (!user && orderLink) return <Outlet />;
  if (!user || (members && user.isTourist)) {
    return <Navigate to={loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
