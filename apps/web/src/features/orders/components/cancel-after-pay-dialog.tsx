import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';
import { useCancelAfterPay } from '../api/cancel-after-pay.ts';
import { cancelAfterPayPayload } from '../model/action-targets.ts';
import styles from './order-action-dialogs.module.css';
import { DialogError, type DialogProps, NARROW } from './order-dialog-parts.tsx';

/** Cancelling a paid order: every line at its full quantity, the amount paid refunded. */
export function CancelAfterPayDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const cancel = useCancelAfterPay();
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.cancelAfterPay.title')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.cancelAfterPay.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={cancel.isPending}
      onOk={() => {
        setError(null);
        cancel.mutate(cancelAfterPayPayload(order), {
          onSuccess: () => {
            toast.success(t('orders.messages.processing'));
            onClose();
          },
          onError: () => setError(t('orders.messages.retry')),
        });
      }}
    >
      <p className={styles.lead}>{t('orders.dialogs.cancelAfterPay.text')}</p>
      <p className={styles.muted}>{t('orders.dialogs.cancelAfterPay.note')}</p>
      <DialogError text={error} />
    </Modal>
  );
}
