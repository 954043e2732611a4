import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { usePostponeDelivery } from '../api/postpone-delivery.ts';
import { postponePayload } from '../model/action-targets.ts';
import styles from './order-action-dialogs.module.css';
import { DialogError, type DialogProps, NARROW } from './order-dialog-parts.tsx';

/** Extending the time after which receipt is confirmed automatically. */
export function PostponeDialog({
  open,
  onClose,
  afterClose,
  order,
  packages,
}: DialogProps & { packages: Parameters<typeof postponePayload>[1] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const postpone = usePostponeDelivery();
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.postpone.title')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.postpone.ok')}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={postpone.isPending}
      onOk={() => {
        setError(null);
        postpone.mutate(postponePayload(order, packages), {
          onSuccess: (result) => {
            toast.success(t('orders.messages.postponed', { day: result.value }));
            onClose();
          },
          onError: (e) =>
            setError(isApiError(e) && e.status === 409 ? e.message : t('orders.messages.retry')),
        });
      }}
    >
      <p>{t('orders.dialogs.postpone.text')}</p>
      {order.receiptDeadlineMillis ? (
        <p className={styles.muted}>
          {t('orders.dialogs.postpone.deadline', { date: formatDate(order.receiptDeadlineMillis) })}
        </p>
      ) : null}
      <DialogError text={error} />
    </Modal>
  );
}
