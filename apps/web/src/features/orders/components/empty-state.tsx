import type { ReactNode } from 'react';
import { InboxOutlined } from '../../../shared/ui/icons.tsx';
import styles from './empty-state.module.css';

/** An empty list, said in words with an optional way on (plain markup: the list route carries no antd). */
export function EmptyState({
  text,
  action,
  compact,
}: {
  text: string;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={compact ? `${styles.empty} ${styles.compact}` : styles.empty}>
      <InboxOutlined className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
