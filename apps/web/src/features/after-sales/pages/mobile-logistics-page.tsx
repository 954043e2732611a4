import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { to } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useReverseOrder } from '../api/reverse-order-detail.ts';
import styles from '../components/after-sales.module.css';
import { LogisticsView } from '../components/logistics-view.tsx';
import { EmptyBlock } from '../components/parts.tsx';

/** /buyer/m-logistics?reverseOrderId: the return and exchange parcels of an after-sales order (spec §2). */
export default function MobileLogisticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.logistics.title'));
  const [query] = useSearchParams();
  const id = Number(query.get('reverseOrderId'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useReverseOrder(valid ? id : 0);
  const back = valid
    ? { to: to('afterSalesDetail', { asid: id }), label: t('afterSales.detail.title') }
    : null;
  return (
    <div className={styles.page}>
      <BackHeading title={t('afterSales.logistics.title')} back={back} />
      {!valid ? <EmptyBlock text={t('afterSales.logistics.empty')} /> : null}
      {valid && detail.isPending ? <PageSpinner /> : null}
      {detail.isError ? <ErrorAlert error={detail.error} /> : null}
      {detail.data ? (
        <section className={styles.card}>
          <LogisticsView order={detail.data} />
        </section>
      ) : null}
    </div>
  );
}
