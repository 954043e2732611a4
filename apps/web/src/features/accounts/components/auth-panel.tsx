import { CheckOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import styles from './auth-panel.module.css';

interface AuthPanelProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** Sign-in and sign-up share one frame: a brand panel beside the form on wide screens. */
export function AuthPanel({ title, subtitle, children, footer }: AuthPanelProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <div className={styles.wrap}>
      {mobile ? null : (
        <aside className={styles.brand} aria-label={t('accounts.panel.label')}>
          <p className={styles.brandKicker}>Kontor</p>
          <p className={styles.brandTitle}>{t('accounts.panel.title')}</p>
          <ul className={styles.benefits}>
            {(['shops', 'orders', 'storefronts'] as const).map((key) => (
              <li key={key}>
                <CheckOutlined aria-hidden="true" />
                <span>{t(`accounts.panel.${key}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <section className={styles.form} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
