import { Navigate, Outlet, useLocation } from 'react-router';
import { loginWithRedirect } from '../../shared/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

/**
 * Routes that need a session: visitors without one go to /login?redirect=… and come back after
 * signing in. `members` also sends guests (tourists) to sign in.
 */
export function RequireSession({ members = false }: { members?: boolean }) {
  const location = useLocation();
  const current = useCurrentUser();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorAlert error={current.error} onRetry={() => void current.refetch()} />;
  const user = current.data;
  if (!user || (members && user.isTourist)) {
    return <Navigate to={loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
