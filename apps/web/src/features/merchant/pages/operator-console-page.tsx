import { Navigate, useParams } from 'react-router';
import { ADMIN_PATHS } from '../model/admin-paths.ts';
import AdminApplicationsPage from './admin-applications-page.tsx';
import AdminDecisionsPage from './admin-decisions-page.tsx';
import AdminSettingsPage from './admin-settings-page.tsx';
import AdminShopsPage from './admin-shops-page.tsx';

const SECTIONS: Record<string, () => React.JSX.Element> = {
  [ADMIN_PATHS.applications]: AdminApplicationsPage,
  [ADMIN_PATHS.shops]: AdminShopsPage,
  [ADMIN_PATHS.log]: AdminDecisionsPage,
  [ADMIN_PATHS.settings]: AdminSettingsPage,
};

/**
 * /admin/*, the operator's console (decisions 056, 067): one page per section of the console nav —
 * applications, shops, the audit log, settings — chosen by the path (a plain lookup: react-router's
 * `<Routes>` would cost the shell's shared chunk). `/admin` and unknown sections open the applications.
 */
export default function OperatorConsolePage() {
  const Section = SECTIONS[`/admin/${useParams()['*'] ?? ''}`.replace(/\/+$/, '')];
  return Section ? <Section /> : <Navigate to={ADMIN_PATHS.applications} replace />;
}
