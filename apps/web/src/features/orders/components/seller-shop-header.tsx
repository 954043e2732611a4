import { ShopOutlined } from '@ant-design/icons';
import { sellerMay } from '@kontor/domain/merchant/seller-rights';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import type { SellerShop } from '../api/seller-query-my-shop.ts';
import styles from './seller-orders.module.css';

const STATUS_CLASS: Record<SellerShop['merchantStatus'], string | undefined> = {
  SELLER: styles.statusOpen,
  FROZEN: styles.statusFrozen,
  CLEARED: styles.statusClosed,
  STOPPED: styles.statusClosed,
};

/**
 * The console's header: the shop's name and merchant status, and for a frozen or cleared shop the
 * notice of spec §8 saying what it may still do (the orders, after-sales and reviews pages show it).
 */
export function SellerShopHeader({
  shop,
  error,
  onRetry,
}: {
  shop: SellerShop | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error) return <ErrorAlert error={error} onRetry={onRetry} />;
  if (!shop) return <div className={styles.shopHeader} aria-busy="true" />;
  const status = shop.merchantStatus;
  return (
    <>
      <div className={styles.shopHeader}>
        <span className={styles.shopIcon} aria-hidden="true">
          <ShopOutlined />
        </span>
        <div className={styles.shopText}>
          <p className={styles.shopName}>{shop.name}</p>
          {shop.siteName && shop.siteName !== shop.name ? (
            <p className={styles.shopSite}>{shop.siteName}</p>
          ) : null}
        </div>
        <p className={styles.shopStatus}>
          <span className="k-sr-only">{t('seller.shop.statusLabel')}: </span>
          <span className={`${styles.statusBadge} ${STATUS_CLASS[status] ?? ''}`}>
            {codeText(t, 'shopStatus', status)}
          </span>
        </p>
      </div>
      {status === 'FROZEN' ? (
        <Alert
          className={`${styles.notice} ${styles.noticeFrozen}`}
          type="warning"
          showIcon
          role="status"
          title={t('merchant.noticeTitle')}
          description={t('merchant.frozen')}
        />
      ) : null}
      {!sellerMay(status, 'pastOrders', true) ? (
        <Alert
          className={`${styles.notice} ${styles.noticeCleared}`}
          type="error"
          showIcon
          role="status"
          title={t('merchant.noticeTitle')}
          description={t('merchant.cleared')}
        />
      ) : null}
    </>
  );
}
