import { orderStatusKey } from '@kontor/domain/orders/order-status';
import { useTranslation } from 'react-i18next';
import styles from './status-badge.module.css';

const TONES: Record<string, string | undefined> = {
  PENDING_PAY: styles.attention,
  PENDING_DEPOSIT: styles.attention,
  PENDING_BALANCE: styles.attention,
  UN_DELIVERY: styles.progress,
  UN_RECEIVED: styles.progress,
  COMPLETE: styles.done,
  CLOSED: styles.closed,
  CANCEL_ALL: styles.closed,
  CANCELED: styles.closed,
};

/** The display status in words (spec §4; any other value reads "in progress"). */
export function StatusBadge({ status, large }: { status: string; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${TONES[status] ?? styles.progress} ${large ? styles.large : ''}`}>
      {t(orderStatusKey(status))}
    </span>
  );
}
