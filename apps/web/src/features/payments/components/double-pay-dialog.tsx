import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface DoublePayDialogProps {
  open: boolean;
  onPayAgain: () => void;
  onWait: () => void;
}

/** The payment attention dialog (spec §8): an attempt is open; pay again or wait (wait pays nothing). */
export function DoublePayDialog({ open, onPayAgain, onWait }: DoublePayDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payments.doublePay.title')}
      okText={t('payments.doublePay.payAgain')}
      cancelText={t('payments.doublePay.wait')}
      onOk={onPayAgain}
      onCancel={onWait}
      mask={{ closable: false }}
      width={382}
    >
      <p>{t('payments.doublePay.message')}</p>
    </Modal>
  );
}
