import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { type SellerAfterSalesOrder, useSellerRetryRefund } from '../api/seller-after-sales.ts';
import styles from './after-sales.module.css';

/** A refund the provider refused: ask for it again. */
export function RetryRefund({ order }: { order: SellerAfterSalesOrder }) {
  const { t } = useTranslation();
  const retry = useSellerRetryRefund();
  return (
    <section className={styles.card}>
      <Button
        type="primary"
        loading={retry.isPending}
        onClick={() =>
          retry.mutate({ id: order.id }, { onSuccess: () => toast.success(t('afterSales.seller.retried')) })
        }
      >
        {t('afterSales.seller.retry')}
      </Button>
      {retry.isError ? <ErrorAlert error={retry.error} /> : null}
    </section>
  );
}
