import {
  AuditOutlined,
  FileSearchOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { ADMIN_PATHS } from '../../features/merchant/model/admin-paths.ts';
import { paths } from '../../shared/paths.ts';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useIsMobile } from '../../shared/ui/use-is-mobile.ts';
import styles from './console-layout.module.css';

const CONSOLES = {
  seller: {
    titleKey: 'seller.console',
    items: [
      { to: paths.sellerOrders, labelKey: 'seller.nav.orders', icon: ProfileOutlined },
      { to: paths.sellerReviews, labelKey: 'reviews.seller.nav', icon: StarOutlined },
      { to: paths.sellerAfterSales, labelKey: 'afterSales.seller.nav', icon: SwapOutlined },
    ],
  },
  operator: {
    titleKey: 'admin.console',
    items: [
      { to: ADMIN_PATHS.applications, labelKey: 'admin.nav.applications', icon: FileSearchOutlined },
      { to: ADMIN_PATHS.shops, labelKey: 'admin.nav.shops', icon: ShopOutlined },
      { to: ADMIN_PATHS.log, labelKey: 'admin.nav.log', icon: AuditOutlined },
      { to: ADMIN_PATHS.settings, labelKey: 'admin.nav.settings', icon: SettingOutlined },
    ],
  },
} as const;

/** The seller console and operator console shells: a side navigation of their sections and the page. */
export function ConsoleLayout({ kind }: { kind: keyof typeof CONSOLES }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const shell = CONSOLES[kind];
  return (
    <div className={mobile ? styles.single : styles.shell}>
      <nav className={styles.nav} aria-label={t(shell.titleKey)}>
        <p className={styles.title}>{t(shell.titleKey)}</p>
        <ul>
          {shell.items.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  <Icon aria-hidden="true" /> {t(item.labelKey)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

export function SellerConsoleLayout() {
  return <ConsoleLayout kind="seller" />;
}

export function OperatorConsoleLayout() {
  return <ConsoleLayout kind="operator" />;
}
