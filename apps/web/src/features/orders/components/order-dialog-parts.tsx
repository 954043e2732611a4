import type { OrderOperation } from '@kontor/domain/orders/order-status';
import type { OrderDetail, OrderPackage, OrderSummary } from '@kontor/domain/orders/orders-responses';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { useContract } from '../api/contract-detail.ts';
import styles from './order-action-dialogs.module.css';

/** Spec §2 "Modal widths 560 and 382". */
export const WIDE = 560;
export const NARROW = 382;

/** What an action opens in the dialog layer (antd, loaded on first use: the list route stays light). */
export type DialogRequest =
  | { op: 'mergePay'; contractId: number; url: string }
  | { op: 'buyerCancelBeforePay' }
  | { op: 'buyerCancelAfterPay' }
  | { op: 'confirm'; packageId: number }
  | { op: 'buyerPostponeConfirmDeadline'; packages: OrderPackage[] }
  | { op: 'checkExpressTrack' }
  | { op: 'sendInvoiceEmail' }
  | { op: 'checkVerifyCode' }
  | { op: 'inviteToJoinGroup' }
  | { op: 'buyerApplyReverse' }
  | { op: 'buyerWithdraw' }
  | { op: 'sheet'; actions: OrderOperation[] };

/** What every order action dialog gets from the dialog host (order-action-dialogs.tsx). */
export interface DialogProps {
  request: DialogRequest;
  open: boolean;
  order: OrderSummary;
  detail?: OrderDetail;
  onClose: () => void;
  afterClose: () => void;
  /** Runs another action (from the "more" sheet). */
  onRun: (op: OrderOperation) => void;
}

/** A failure inside a dialog, announced (the dialog stays open to retry). */
export function DialogError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <Spin size="small" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** The orders of a contract placed together, with what each still costs. */
export function ContractOrderList({ contractId, withTotal }: { contractId: number; withTotal?: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const contract = useContract(contractId);
  if (contract.isPending) return <Loading />;
  if (contract.isError) return <DialogError text={t('orders.messages.retry')} />;
  const orders = contract.data.tradeOrderList.filter(
    (o) => o.displayStatus === 'PENDING_PAY' || o.displayStatus === 'PENDING_DEPOSIT',
  );
  return (
    <>
      <ul className={styles.orderList}>
        {orders.map((o) => (
          <li key={o.id}>
            <span>
              <strong className={styles.code}>{o.tradeOrderCode}</strong>
              <span className={styles.muted}>{o.shop.name}</span>
            </span>
            <span className={styles.amount}>{formatMoney(o.needPayAmt)}</span>
          </li>
        ))}
      </ul>
      {withTotal ? (
        <p className={styles.total}>
          <span>{t('orders.dialogs.mergePay.total')}</span>
          <strong>{formatMoney(contract.data.needPayAmt)}</strong>
        </p>
      ) : null}
    </>
  );
}
