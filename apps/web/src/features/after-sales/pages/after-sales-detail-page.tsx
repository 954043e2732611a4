import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isApiError } from '../../../shared/api-client.ts';
import { paths, to } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useCancelReverse, useConfirmExchange } from '../api/buyer-operations.ts';
import { useReverseOrder } from '../api/reverse-order-detail.ts';
import styles from '../components/after-sales.module.css';
import {
  DetailHeader,
  GoodsList,
  OrderInfo,
  RefundSummary,
  StatusBanner,
} from '../components/detail-sections.tsx';
import { LogisticsView } from '../components/logistics-view.tsx';
import { ReturnShippingForm } from '../components/return-shipping-form.tsx';
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
  if (detail.isPending) {
    return (
      <div className={styles.page}>
        {heading}
        <PageSpinner />
      </div>
    );
  }
  const order = detail.data;
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

type Dialog = 'cancel' | 'confirm' | 'reject' | 'logistics' | 'postBack' | null;

function Operations({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const ops = offeredOperations(order.operationList);
  const [dialog, setDialog] = useState<Dialog>(null);
  const cancel = useCancelReverse();
  const confirm = useConfirmExchange();
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
          <Button
            key={op}
            type={op === 'POST_BACK' || op === 'CONFIRM_EXCHANGE' ? 'primary' : 'default'}
            danger={op === 'CANCEL'}
            onClick={() => run(op)}
          >
            {t(`afterSales.ops.${op}`)}
          </Button>
        ))}
      </div>
      {error ? <ErrorAlert error={error} /> : null}

      <Modal
        open={dialog === 'cancel'}
        title={t('afterSales.cancelDialog.title')}
        width={382}
        onCancel={close}
        okText={t('afterSales.cancelDialog.ok')}
        okButtonProps={{ danger: true }}
        cancelText={t('afterSales.cancelDialog.keep')}
        confirmLoading={cancel.isPending}
        onOk={() =>
          cancel.mutate(order.id, {
            onSuccess: () => {
              toast.success(t('afterSales.cancelDialog.done'));
              close();
            },
            onError: (e) => {
              setError(e);
              close();
            },
          })
        }
      >
        <p>{t('afterSales.cancelDialog.text')}</p>
      </Modal>

      <Modal
        open={dialog === 'confirm'}
        title={t('afterSales.confirmDialog.title')}
        width={382}
        onCancel={close}
        okText={t('afterSales.confirmDialog.ok')}
        cancelText={t('afterSales.cancelDialog.keep')}
        confirmLoading={confirm.isPending}
        onOk={() =>
          confirm.mutate(order.id, {
            onSuccess: () => {
              toast.success(t('afterSales.confirmDialog.done'));
              close();
            },
            onError: (e) => {
              setError(e);
              close();
            },
          })
        }
      >
        <p>{t('afterSales.confirmDialog.text')}</p>
      </Modal>

      <Modal
        open={dialog === 'reject'}
        title={t('afterSales.rejectDialog.title')}
        width={382}
        onCancel={close}
        footer={<Button onClick={close}>{t('common.close')}</Button>}
      >
        <PairList
          className={styles.pairs}
          style={{ gridTemplateColumns: '1fr' }}
          rows={[
            order.rejectReason?.auditRejectReason || order.reverseNotes?.auditRejectReason
              ? [
                  t('afterSales.detail.auditReject'),
                  order.rejectReason?.auditRejectReason ?? order.reverseNotes?.auditRejectReason,
                ]
              : null,
            order.rejectReason?.qcRejectReason
              ? [t('afterSales.detail.qcReject'), order.rejectReason.qcRejectReason]
              : null,
          ]}
        />
      </Modal>

      <Modal
        open={dialog === 'logistics'}
        title={t('afterSales.logistics.title')}
        width={560}
        onCancel={close}
        footer={<Button onClick={close}>{t('common.close')}</Button>}
        destroyOnHidden
      >
        <LogisticsView order={order} />
      </Modal>

      <Modal
        open={dialog === 'postBack'}
        title={t('afterSales.sendBack.title')}
        width={560}
        onCancel={close}
        footer={null}
        destroyOnHidden
        maskClosable={false}
      >
        <ReturnShippingForm
          reverseOrderId={order.id}
          onCancel={close}
          onDone={() => {
            toast.success(t('afterSales.shipping.done'));
            close();
          }}
        />
      </Modal>
    </section>
  );
}
