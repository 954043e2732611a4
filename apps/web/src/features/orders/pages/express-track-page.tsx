import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import { useOrderPackages } from '../api/order-packages.ts';
import { EmptyState } from '../components/empty-state.tsx';
import detailStyles from '../components/order-detail.module.css';
import { OrderSubpageHeading } from '../components/order-subpage-heading.tsx';
import { PackageTracking } from '../components/package-tracking.tsx';
import { allLines } from '../model/action-targets.ts';
import styles from './express-track-page.module.css';

/** /buyer/express-trick/:orderId: every package of an order with its whole tracking (phones and desktop). */
export default function ExpressTrackPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.track.title'));
  const id = Number(useParams().orderId);
  const detail = useOrderDetail(id);
  const packages = useOrderPackages(id, detail.data?.tradeType, detail.isSuccess);
  const order = detail.data;
  const lineNames = useMemo(
    () => new Map(order ? allLines(order).map((l) => [l.id, l.sku.name]) : []),
    [order],
  );
  const list = (packages.data ?? []).filter((p) => p.fulfillmentProgressStatus !== 'CANCEL');
  const error = detail.error ?? packages.error;

  return (
    <div className={styles.page}>
      <OrderSubpageHeading orderId={id} title={t('orders.track.title')}>
        {order ? (
          <p className={styles.order}>
            {t('orders.orderNumber')} <strong>{order.tradeOrderCode}</strong>
          </p>
        ) : null}
      </OrderSubpageHeading>
      {error ? (
        <ErrorAlert
          error={error}
          onRetry={() => void (detail.isError ? detail.refetch() : packages.refetch())}
        />
      ) : null}
      {detail.isPending || (detail.isSuccess && packages.isPending) ? <PageSpinner /> : null}
      {packages.isSuccess && list.length === 0 ? <EmptyState text={t('orders.track.none')} /> : null}
      {list.length > 0 ? (
        <ol className={styles.packages}>
          {list.map((pkg, i) => (
            <li key={pkg.id} className={detailStyles.card}>
              <PackageTracking pkg={pkg} index={i + 1} lineNames={lineNames} headingLevel={2} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
