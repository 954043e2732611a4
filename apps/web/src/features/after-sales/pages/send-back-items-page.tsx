import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { to } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useReverseOrder } from '../api/reverse-order-detail.ts';
import styles from '../components/after-sales.module.css';
import { returnAddressText } from '../components/detail-sections.tsx';
import { EmptyBlock } from '../components/parts.tsx';
import { ReturnShippingForm } from '../components/return-shipping-form.tsx';

/**
 * /buyer/send-back-items?reverseOrderId: the return parcel's carrier (from a bottom sheet) and
 * tracking number (spec §2); afterwards the after-sales detail. Works at any width.
 */
export default function SendBackItemsPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.sendBack.title'));
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('reverseOrderId'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useReverseOrder(valid ? id : 0);
  const back = valid
    ? { to: to('afterSalesDetail', { asid: id }), label: t('afterSales.detail.title') }
    : null;
  const offered = detail.data?.operationList.some((o) => o.operation === 'POST_BACK');

  return (
    <div className={styles.page}>
      <BackHeading title={t('afterSales.sendBack.title')} back={back} />
      {!valid ? <EmptyBlock text={t('afterSales.sendBack.missing')} /> : null}
      {valid && detail.isPending ? <PageSpinner /> : null}
      {detail.isError ? <ErrorAlert error={detail.error} /> : null}
      {detail.data ? (
        <section className={styles.card} aria-labelledby="send-back-lead">
          <p id="send-back-lead" className={styles.muted}>
            {t('afterSales.sendBack.lead', { code: detail.data.reverseTradeOrderCode })}
          </p>
          {returnAddressText(detail.data) ? (
            <p>
              {t('afterSales.detail.returnAddress')}: {returnAddressText(detail.data)}
            </p>
          ) : null}
          {offered ? (
            <ReturnShippingForm
              reverseOrderId={id}
              sheet
              onDone={() => {
                toast.success(t('afterSales.shipping.done'));
                navigate(to('afterSalesDetail', { asid: id }));
              }}
            />
          ) : (
            <p>{t('afterSales.sendBack.notNow')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
