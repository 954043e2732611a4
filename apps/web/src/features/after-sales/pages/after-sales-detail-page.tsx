import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { lazy, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isApiError } from '../../../shared/api-client.ts';
import { paths, to } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { AntdScope } from '../../../shared/ui/antd-scope.tsx';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useReverseOrder } from '../api/reverse-order-detail.ts';
import styles from '../components/after-sales.module.css';
import {
  DetailHeader,
  GoodsList,
  OrderInfo,
  RefundSummary,
  StatusBanner,
} from '../components/detail-sections.tsx';
import type { OperationDialog } from '../components/operation-dialogs.tsx';
import { type BuyerOperation, offeredOperations } from '../model/status.ts';

/**
 * /buyer/as/detail/:asid: one after-sales order (spec §2): number, status, goods, refund summary,
 * order info and the operations the server offers.
 */
export default function AfterSalesDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.detail.title'));
  const mobile = useIsMobile();
  const { asid } = useParams();
  const id = Number(asid);
  const detail = useReverseOrder(id);
  // The answer renders as a transition that yields (decision 071): the spinner stays meanwhile.
  const shown = useDeferredValue(detail.data);
  const user = useCurrentUser().data;
  const tourist = !user || user.isTourist;

  // Phones go back to the order; wide screens to the list. Tourists get no back link (spec §6).
  const back = tourist
    ? null
    : mobile && detail.data
      ? {
          to: to('orderDetail', { orderId: detail.data.tradeOrder.id }),
          label: t('afterSales.detail.backToOrder'),
        }
      : { to: paths.afterSalesList, label: t('afterSales.backToList') };
  const heading = <BackHeading title={t('afterSales.detail.title')} back={back} />;

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    const missing = !detail.isError || (isApiError(detail.error) && detail.error.status < 500);
    return (
      <div className={styles.page}>
        {heading}
        <ErrorAlert
          error={
            detail.error ??
            new ApiError({ status: 404, code: 'NOT_FOUND', key: 'errors.notFound', message: '' })
          }
          onRetry={missing ? undefined : () => void detail.refetch()}
        />
      </div>
    );
  }
  if (detail.isPending || !shown) {
    return (
      <div className={styles.page}>
        {heading}
        <PageSpinner />
      </div>
    );
  }
  const order = shown;
  return (
    <div className={styles.page}>
      {heading}
      <StatusBanner order={order} />
      <DetailHeader order={order} />
      <Operations order={order} />
      <GoodsList order={order} />
      <RefundSummary order={order} />
      <OrderInfo order={order} />
    </div>
  );
}

const OperationDialogs = lazy(() => import('../components/operation-dialogs.tsx'));

function Operations({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const ops = offeredOperations(order.operationList);
  const [dialog, setDialogState] = useState<OperationDialog>(null);
  // The dialogs' code is fetched when the first one opens; they stay mounted after that.
  const [opened, setOpened] = useState(false);
  const setDialog = (next: OperationDialog) => {
    if (next) setOpened(true);
    setDialogState(next);
  };
  const [error, setError] = useState<unknown>(null);
  if (ops.length === 0) return null;

  const run = (op: BuyerOperation) => {
    setError(null);
    switch (op) {
      case 'CANCEL':
        return setDialog('cancel');
      case 'CONFIRM_EXCHANGE':
        return setDialog('confirm');
      case 'VIEW_REJECT_REASON':
        return setDialog('reject');
      case 'VIEW_LOGISTICS':
        if (mobile) return navigate(`${paths.mobileLogistics}?reverseOrderId=${order.id}`);
        return setDialog('logistics');
      case 'POST_BACK':
        if (mobile) return navigate(`${paths.sendBackItems}?reverseOrderId=${order.id}`);
        return setDialog('postBack');
    }
  };
  const close = () => setDialog(null);

  return (
    <section className={styles.card} aria-labelledby="ops-title">
      <h2 id="ops-title" className={styles.cardTitle}>
        {t('afterSales.detail.operations')}
      </h2>
      <div className={styles.actions}>
        {ops.map((op) => (
          <button
            key={op}
            type="button"
            className={[
              styles.opButton,
              op === 'POST_BACK' || op === 'CONFIRM_EXCHANGE' ? styles.opPrimary : '',
              op === 'CANCEL' ? styles.opDanger : '',
            ].join(' ')}
            onClick={() => run(op)}
          >
            {t(`afterSales.ops.${op}`)}
          </button>
        ))}
      </div>
      {error ? <ErrorAlert error={error} /> : null}

      {opened ? (
        <AntdScope fallback={null}>
          <OperationDialogs order={order} dialog={dialog} close={close} setError={setError} />
        </AntdScope>
      ) : null}
    </section>
  );
}
