import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContract } from '../api/contract-detail.ts';
import { ContractOrderList, type DialogProps, WIDE } from './order-dialog-parts.tsx';

/** Paying an order placed with others: the whole contract is paid together. */
export function MergePayDialog({
  open,
  onClose,
  afterClose,
  contractId,
  url,
}: DialogProps & { contractId: number; url: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contract = useContract(contractId);
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.mergePay.title')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.mergePay.ok')}
      cancelText={t('orders.dialogs.keep')}
      okButtonProps={{ disabled: !contract.isSuccess }}
      onOk={() => {
        onClose();
        navigate(url);
      }}
    >
      <p>{t('orders.dialogs.mergePay.text')}</p>
      <ContractOrderList contractId={contractId} withTotal />
    </Modal>
  );
}
