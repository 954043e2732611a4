import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import AntdProvider from '../../../shared/ui/antd-provider.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSignForDelivery } from '../api/sign-for-delivery.ts';
import styles from './order-action-dialogs.module.css';

interface SignPackageDialogProps {
  orderId: number;
  packageId: number;
  index: number;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** Confirm receipt of one package of several (/buyer/confirm/:orderId), loaded with antd on first use. */
export default function SignPackageDialog(props: SignPackageDialogProps) {
  return (
    <AntdProvider>
      <SignDialog {...props} />
    </AntdProvider>
  );
}

function SignDialog({ orderId, packageId, index, open, onClose, afterClose }: SignPackageDialogProps) {
  const { t } = useTranslation();
  const sign = useSignForDelivery(orderId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      width={382}
      title={t('orders.confirm.sign', { index })}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.confirm.ok')}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={sign.isPending}
      onOk={() => {
        setError(null);
        sign.mutate(packageId, {
          onSuccess: () => {
            toast.success(t('orders.messages.received'));
            onClose();
          },
          onError: (e) =>
            setError(isApiError(e) && e.status === 409 ? e.message : t('orders.messages.retry')),
        });
      }}
    >
      <p>{t('orders.dialogs.confirm.text')}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
