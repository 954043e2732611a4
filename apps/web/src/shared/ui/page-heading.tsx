import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

/** The page's one h1, with an optional line under it and actions on the right. */
export function PageHeading({ title, subtitle, extra }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
