import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { ScrollRestoration } from './route-shell.tsx';
import { SiteFooter } from './site-footer.tsx';
import styles from './site-layout.module.css';
import { TopBanner } from './top-banner.tsx';

/** Every page: skip link, top banner, the page in <main>, footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.app}>
      <a className="k-skip-link" href="#main">
        {t('banner.skipToContent')}
      </a>
      <TopBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className="k-container">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
