import { SUPER_MEMBER_EXTRA_POINTS_PERCENT } from '@kontor/domain/members/paid-service-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePaidService } from '../api/query-one-paid-service.ts';
import cards from './member-cards.module.css';
import styles from './super-member.module.css';

/**
 * The buyer's premium membership: in force until when, the current period and its benefit; or an
 * invitation to join. `withLink` (the member home) leads to /user/super-member.
 */
export function SuperMemberStatus({ withLink = false }: { withLink?: boolean }) {
  const { t } = useTranslation();
  const date = useFormatDateTime();
  const query = usePaidService();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const p = query.data;
  return (
    <section className={cards.card} aria-labelledby="super-member-status" data-testid="super-member-status">
      <h2 id="super-member-status" className={cards.cardTitle}>
        {t('member.tabs.superMember')}
      </h2>
      {p ? (
        <>
          <span className={`${styles.status} ${styles.active}`}>{t('superMember.active')}</span>
          <p className={cards.big}>{t('superMember.until', { date: date(p.validUntil, false) })}</p>
          <p className={cards.muted}>
            {t('superMember.currentPeriod', {
              period: t(`superMember.periods.${p.periodCode}`),
              start: date(p.startTime, false),
              end: date(p.endTime, false),
            })}
          </p>
          <ul className={cards.list} style={{ marginTop: 12 }}>
            <li>{t('superMember.benefit', { value: p.extraPointsPercent })}</li>
          </ul>
        </>
      ) : (
        <>
          <span className={styles.status}>{t('superMember.inactive')}</span>
          <p className={cards.muted}>
            {t('superMember.pitch', { value: SUPER_MEMBER_EXTRA_POINTS_PERCENT })}
          </p>
        </>
      )}
      {withLink ? (
        <Link to={paths.superMember} className={styles.link}>
          {p ? t('superMember.manage') : t('superMember.join')}
        </Link>
      ) : null}
    </section>
  );
}
