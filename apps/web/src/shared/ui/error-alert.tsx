import { useTranslation } from 'react-i18next';
import { errorMessage } from '../i18n/i18n.ts';
import styles from './error-alert.module.css';
import { CloseCircleFilled } from './icons.tsx';

interface ErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}

/**
 * A failed call, said in words (the server's localised message) and announced (role=alert).
 * Plain markup: it also shows where antd is not loaded (the session guard).
 */
export function ErrorAlert({ error, onRetry, className }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <div className={className ? `${styles.alert} ${className}` : styles.alert} role="alert">
      <CloseCircleFilled className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{errorMessage(error, t)}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
