import {
  MERCHANT_STATUSES,
  type MerchantStatusCode,
  type ShopSummary,
} from '@kontor/domain/merchant/merchant-responses';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../api/admin-page-applications.ts';
import { useAdminShops } from '../api/admin-page-shops.ts';
import { StatusBadge, StatusListPage } from '../components/admin-parts.tsx';
import styles from '../components/operator-console.module.css';
import { ShopStatusDialog } from '../components/shop-status-dialog.tsx';
import { ADMIN_PATHS } from '../model/admin-paths.ts';

/** /admin/shops: every shop with its status; freeze, clear or reactivate with a reason (spec §6). */
export default function AdminShopsPage() {
  const { t } = useTranslation();
  const [changing, setChanging] = useState<ShopSummary | null>(null);
  const statusText = (s: MerchantStatusCode) => t(`merchant.admin.shopStatus.${s}`);

  return (
    <StatusListPage
      title={t('admin.nav.shops')}
      statuses={MERCHANT_STATUSES}
      labelOf={statusText}
      useList={useAdminShops}
      pageSize={ADMIN_PAGE_SIZE}
      empty={t('merchant.admin.noShops')}
      after={changing ? <ShopStatusDialog shop={changing} onClose={() => setChanging(null)} /> : null}
    >
      {(s) => (
        <>
          <div className={styles.main}>
            <h2 className={styles.name}>{s.name}</h2>
            <p className={styles.meta}>
              {s.sellerEmail} · {t('merchant.admin.shops.items', { count: s.itemCount })} ·{' '}
              <Link to={`${ADMIN_PATHS.log}?shopId=${s.id}`}>
                {t('merchant.admin.log.ofShop')}
                <span className="k-sr-only"> {s.name}</span>
              </Link>
            </p>
          </div>
          <StatusBadge status={s.merchantStatus}>{statusText(s.merchantStatus)}</StatusBadge>
          <Button
            onClick={() => setChanging(s)}
            aria-label={t('merchant.admin.shops.changeNamed', { name: s.name })}
          >
            {t('merchant.admin.shops.change')}
          </Button>
        </>
      )}
    </StatusListPage>
  );
}
