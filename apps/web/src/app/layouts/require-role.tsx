import type { Role } from '@kontor/domain/accounts/accounts-schemas';
import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginWithRedirect } from '../../shared/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';

const ForbiddenPage = lazy(() => import('../pages/forbidden-page.tsx'));

/** The seller console and the operator console: signed-in users with the role, others are refused (403). */
export function RequireRole({ allowed }: { allowed: Role }) {
  const location = useLocation();
  const current = useCurrentUser();
  if (current.isPending) return <PageSpinner />;
  if (current.isError) return <ErrorAlert error={current.error} onRetry={() => void current.refetch()} />;
  const user = current.data;
  if (!user || user.isTourist) {
    return <Navigate to={loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  if (!user.roles.includes(allowed)) return <ForbiddenPage />;
  return <Outlet />;
}
