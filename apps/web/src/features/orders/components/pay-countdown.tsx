import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateOrders } from '../api/invalidate-orders.ts';
import { countdownParts, formatCountdown, remainingMs } from '../model/countdown.ts';
import styles from './pay-countdown.module.css';
import { useNow } from './use-now.ts';

interface PayCountdownProps {
  orderId: number;
  deadlineMillis: number;
  label: string;
  /** A sentence under the clock ("otherwise the order closes"). */
  note?: string;
  variant?: 'block' | 'inline';
}

/**
 * h:m:s until an unpaid order closes (spec §4). The clock itself is hidden from screen readers
 * (a reading every second would be noise); they get hours and minutes, updated each minute.
 * When it runs out the order is fetched again, so the closed status shows.
 */
export function PayCountdown({ orderId, deadlineMillis, label, note, variant = 'block' }: PayCountdownProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(true);
  const left = remainingMs(deadlineMillis, now);
  const parts = countdownParts(left);
  const expired = left <= 0;
  const refreshed = useRef(false);

  useEffect(() => {
    if (expired && !refreshed.current) {
      refreshed.current = true;
      // The deadline sweep closes the order on the server; give it a moment, then reload.
      const timer = window.setTimeout(() => void invalidateOrders(queryClient, orderId), 3000);
      return () => window.clearTimeout(timer);
    }
  }, [expired, orderId, queryClient]);

  return (
    <div className={variant === 'inline' ? styles.inline : styles.block}>
      <span className={styles.label}>{label}</span>
      <span className={styles.clock} aria-hidden="true">
        {formatCountdown(left)}
      </span>
      <span className="k-sr-only">
        {t('orders.detail.countdownA11y', { hours: parts.hours, minutes: parts.minutes })}
      </span>
      {note ? <span className={styles.note}>{note}</span> : null}
    </div>
  );
}
