import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './security.module.css';

interface SecuritySectionProps {
  /** The section's anchor and the prefix of its heading's id (`security-email`). */
  id: string;
  icon: ReactNode;
  title: string;
  /** What is set now ("anna@example.de", "Not bound"). */
  status?: ReactNode;
  description?: ReactNode;
  /** The button that opens the section's form, and whether it is open. */
  actionLabel?: string;
  open?: boolean;
  onToggle?: () => void;
  danger?: boolean;
  children?: ReactNode;
}

/** One row of the account-security page: what it is, how it stands, a button that opens its form. */
export function SecuritySection({
  id,
  icon,
  title,
  status,
  description,
  actionLabel,
  open,
  onToggle,
  danger,
  children,
}: SecuritySectionProps) {
  const headingId = `${id}-title`;
  const bodyId = `${id}-form`;
  return (
    <li id={id} className={`${styles.section} ${danger ? styles.sectionDanger : ''}`}>
      <section aria-labelledby={headingId}>
        <div className={styles.head}>
          <span className={`${styles.icon} ${danger ? styles.iconDanger : ''}`} aria-hidden="true">
            {icon}
          </span>
          <div className={styles.text}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {status ? <p className={styles.status}>{status}</p> : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actionLabel && onToggle ? (
            <div className={styles.action}>
              <Button
                danger={danger}
                onClick={onToggle}
                aria-expanded={!!open}
                aria-controls={open ? bodyId : undefined}
              >
                {actionLabel}
              </Button>
            </div>
          ) : null}
        </div>
        {open && children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {!onToggle && children ? <div className={styles.body}>{children}</div> : null}
      </section>
    </li>
  );
}
