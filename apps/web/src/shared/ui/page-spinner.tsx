import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

/** Shown while a route's code or first data loads; announced politely to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="k-sr-only">{t('common.loading')}</span>
    </div>
  );
}
