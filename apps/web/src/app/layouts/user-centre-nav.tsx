import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './user-centre-nav.module.css';
import { isInSection, USER_CENTRE_NAV } from './user-centre-nav-items.ts';

interface UserCentreNavProps {
  id?: string;
  onNavigate?: () => void;
  /** On the overview page on phones the list is the page: bigger rows with a line of description. */
  variant?: 'side' | 'list';
}

/** The user centre's navigation, grouped; the current area is marked for screen readers too. */
export function UserCentreNav({ id, onNavigate, variant = 'side' }: UserCentreNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      id={id}
      className={variant === 'list' ? styles.list : styles.side}
      aria-label={t('userCentre.navLabel')}
    >
      {USER_CENTRE_NAV.map((group) => (
        <div key={group.labelKey} className={styles.group}>
          <p className={styles.groupLabel} id={`nav-group-${group.labelKey}`}>
            {t(group.labelKey)}
          </p>
          <ul aria-labelledby={`nav-group-${group.labelKey}`}>
            {group.items.map((item) => {
              const exact = pathname === item.to;
              const active = exact || isInSection(item, pathname);
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={active ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={exact ? 'page' : active ? 'true' : undefined}
                    onClick={onNavigate}
                  >
                    <span className={styles.icon} aria-hidden="true">
                      <Icon />
                    </span>
                    <span className={styles.text}>
                      <span>{t(item.labelKey)}</span>
                      {variant === 'list' ? (
                        <span className={styles.description}>{t(item.descriptionKey)}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
