import { ToolOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './coming-soon.module.css';
import { usePageTitle } from './use-page-title.ts';

interface ComingSoonProps {
  /** The page's name (its h1). */
  title: string;
  /** What the page will do, in one line. */
  description?: ReactNode;
  /** Where "back" leads; the home page unless given. */
  backTo?: { to: string; label: string };
  children?: ReactNode;
}

/** A route whose screen a later step builds: it resolves, names itself and says it is coming. */
export function ComingSoon({ title, description, backTo, children }: ComingSoonProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const back = backTo ?? { to: '/', label: t('common.backHome') };
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      <div className={styles.icon} aria-hidden="true">
        <ToolOutlined />
      </div>
      <p className={styles.badge}>{t('comingSoon.badge')}</p>
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{description ?? t('comingSoon.text')}</p>
      {children}
      <Link className={styles.back} to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
