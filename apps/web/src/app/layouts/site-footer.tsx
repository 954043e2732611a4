import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useSite } from '../../shared/storefront/site-store.ts';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} k-container`}>
        <div>
          <p className={styles.brand}>Kontor</p>
          <p className={styles.text}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')} className={styles.links}>
          <Link to={paths.home}>{t('banner.home')}</Link>
          <Link to={paths.orders}>{t('userCentre.nav.orders')}</Link>
          <Link to={paths.afterSalesList}>{t('userCentre.nav.afterSales')}</Link>
          <Link to={paths.help}>{t('footer.help')}</Link>
          <Link to={paths.merchantApply}>{t('footer.sell')}</Link>
        </nav>
        <p className={styles.meta}>
          {t('footer.storefront', { site: site.code, currency: site.currency })} · © 2026 Kontor
        </p>
      </div>
    </footer>
  );
}
