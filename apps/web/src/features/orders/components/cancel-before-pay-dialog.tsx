import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { useCloseOrder } from '../api/close-order.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import {
  ContractOrderList,
  DialogError,
  type DialogProps,
  Loading,
  NARROW,
  WIDE,
} from './order-dialog-parts.tsx';

/** Cancelling an unpaid order (one placed with others lists the whole group). */
export function CancelBeforePayDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const close = useCloseOrder();
  const detail = useOrderDetail(order.isInGroup ? order.id : 0);
  const [error, setError] = useState<string | null>(null);
  const contractId = detail.data?.tradeContract?.id;
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.cancelBeforePay.title')}
      width={order.isInGroup ? WIDE : NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.cancelBeforePay.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={close.isPending}
      onOk={() => {
        setError(null);
        close.mutate(order.id, {
          onSuccess: () => {
            toast.success(t('orders.messages.canceled'));
            onClose();
          },
          onError: () => setError(t('orders.messages.retry')),
        });
      }}
    >
      <p>{t('orders.dialogs.cancelBeforePay.text')}</p>
      {order.isInGroup ? (
        <>
          <p>{t('orders.dialogs.cancelBeforePay.group')}</p>
          {contractId ? <ContractOrderList contractId={contractId} /> : <Loading />}
        </>
      ) : null}
      <DialogError text={error} />
    </Modal>
  );
}
