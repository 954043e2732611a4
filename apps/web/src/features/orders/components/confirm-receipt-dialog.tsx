import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { paths } from '../../../shared/paths.ts';
import { useSignForDelivery } from '../api/sign-for-delivery.ts';
import { DialogError, type DialogProps, NARROW } from './order-dialog-parts.tsx';

/** Confirming receipt when one package is left to sign, then on to the confirm-success page. */
export function ConfirmReceiptDialog({
  open,
  onClose,
  afterClose,
  order,
  packageId,
}: DialogProps & { packageId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sign = useSignForDelivery(order.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.confirm.title')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.confirm.ok')}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={sign.isPending}
      onOk={() => {
        setError(null);
        sign.mutate(packageId, {
          onSuccess: () => {
            onClose();
            navigate(`${paths.confirmSuccess}?${new URLSearchParams({ orderId: String(order.id) })}`);
          },
          onError: (e) =>
            setError(isApiError(e) && e.status === 409 ? e.message : t('orders.messages.retry')),
        });
      }}
    >
      <p>{t('orders.dialogs.confirm.text')}</p>
      <DialogError text={error} />
    </Modal>
  );
}
