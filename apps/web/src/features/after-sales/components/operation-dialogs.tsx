import type { AfterSalesOrder } from '@kontor/domain/after-sales/after-sales-responses';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCancelReverse, useConfirmExchange } from '../api/buyer-operations.ts';
import styles from './after-sales.module.css';
import { LogisticsView } from './logistics-view.tsx';
import { ReturnShippingForm } from './return-shipping-form.tsx';

export type OperationDialog = 'cancel' | 'confirm' | 'reject' | 'logistics' | 'postBack' | null;

/**
 * The dialogs of the detail page's operations. A chunk of their own (decision 071): antd's Modal,
 * Form and Select and the return-shipping form load and render only once the buyer opens one;
 * they stay mounted after that, so closing keeps antd's animation and focus return.
 */
export default function OperationDialogs({
  order,
  dialog,
  close,
  setError,
}: {
  order: AfterSalesOrder;
  dialog: OperationDialog;
  close: () => void;
  setError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelReverse();
  const confirm = useConfirmExchange();
  return (
    <>
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
    </>
  );
}
