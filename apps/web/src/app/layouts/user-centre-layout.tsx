import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useCurrentUser } from '../../shared/session/current-user.ts';
import { DownOutlined, UpOutlined } from '../../shared/ui/icons.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useIsMobile } from '../../shared/ui/use-is-mobile.ts';
import styles from './user-centre-layout.module.css';
import { UserCentreNav } from './user-centre-nav.tsx';

const MOBILE_NAV_ID = 'user-centre-mobile-nav';

/**
 * The user centre's shell: side navigation beside the page on wide screens, a collapsible list on
 * phones. Guests (tourists) get no navigation (spec §6).
 */
export function UserCentreLayout() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const user = useCurrentUser().data;
  const [menuOpen, setMenuOpen] = useState(false);
  const showNav = !!user && !user.isTourist;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);

  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );

  if (!showNav) return <div className={styles.single}>{page}</div>;

  if (mobile) {
    // On the overview page the navigation is the page's content; elsewhere it folds away.
    const onOverview = pathname === paths.buyerIndex;
    return (
      <div className={styles.single}>
        {onOverview ? null : (
          <div className={styles.mobileNav}>
            <button
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_NAV_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span>{t('userCentre.menu')}</span>
              {menuOpen ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
            </button>
            {menuOpen ? (
              <UserCentreNav id={MOBILE_NAV_ID} variant="list" onNavigate={() => setMenuOpen(false)} />
            ) : null}
          </div>
        )}
        {page}
      </div>
    );
  }

  return (
    <div className={styles.shell}>
      <aside className={styles.aside}>
        <UserCentreNav />
      </aside>
      <div className={styles.content}>{page}</div>
    </div>
  );
}
