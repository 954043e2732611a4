import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import styles from './brand-logo.module.css';

export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className={styles.logo} aria-label={t('banner.logoLabel')}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1f5f4a" />
        <path d="M20 16h7v13l12-13h9L34.5 30 49 48h-9L27 32v16h-7z" fill="#fff" />
      </svg>
      <span className={styles.word}>Kontor</span>
    </Link>
  );
}
