import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths, to } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import styles from './confirm-success-page.module.css';

/** /confirm-success?orderId: receipt confirmed; loads the order to name it, links home (spec §2). */
export default function ConfirmSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.confirmSuccess.title'));
  const [query] = useSearchParams();
  const id = Number(query.get('orderId'));
  const detail = useOrderDetail(id);
  const valid = Number.isInteger(id) && id > 0;

  return (
    <section className={styles.panel} aria-labelledby="confirm-success-title">
      <CheckCircleFilled className={styles.icon} aria-hidden="true" />
      <h1 id="confirm-success-title" className={styles.title}>
        {t('orders.confirmSuccess.title')}
      </h1>
      {valid && detail.isPending ? <PageSpinner /> : null}
      {detail.isError ? <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? (
        <p className={styles.text} role="status">
          {t('orders.confirmSuccess.text', { code: detail.data.tradeOrderCode })}
        </p>
      ) : null}
      <div className={styles.links}>
        <Link className={styles.primary} to={paths.home}>
          {t('orders.confirmSuccess.home')}
        </Link>
        {detail.data ? (
          <Link className={styles.secondary} to={to('orderDetail', { orderId: detail.data.id })}>
            {t('orders.confirmSuccess.viewOrder')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
