import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../shared/format.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useCustomerBenefits } from '../api/query-customer-benefit-by-level.ts';
import styles from '../components/member-cards.module.css';
import { benefitText, levelName } from '../model/member-texts.ts';

/** /user/member/equity: the benefits of every level, the member's own level marked. */
export default function MemberEquityPage() {
  const { t } = useTranslation();
  usePageTitle(t('member.tabs.equity'));
  const formatNumber = useFormatNumber();
  const query = useCustomerBenefits();
  return (
    <>
      <PageHeading title={t('member.tabs.equity')} />
      {query.isPending ? <PageSpinner /> : null}
      {query.isError ? <ErrorAlert error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data ? (
        <div className={styles.grid}>
          {query.data.levels.map((level) => {
            const name = levelName(t, level.levelCode);
            return (
              <section
                key={level.id}
                className={level.isCurrent ? `${styles.card} ${styles.current}` : styles.card}
                aria-labelledby={`level-${level.id}`}
              >
                <h2 id={`level-${level.id}`} className={styles.cardTitle}>
                  {name}
                  {level.isCurrent ? <span className={styles.badge}>{t('member.equity.yours')}</span> : null}
                </h2>
                <p className={styles.muted}>
                  {t('member.equity.from', { value: formatNumber(level.growthThreshold) })}
                </p>
                {level.benefits.length ? (
                  <ul className={styles.list}>
                    {level.benefits.map((b) => (
                      <li key={b.benefitCode}>{benefitText(t, b)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{t('member.equity.none')}</p>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
