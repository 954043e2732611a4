import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../shared/format.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { useLevelUpDifference } from '../api/query-level-up-difference.ts';
import { benefitText, levelName } from '../model/member-texts.ts';
import styles from './member-cards.module.css';

/** The member's level, the growth bar and what is missing to the next level, with the level's benefits. */
export function LevelCard() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const query = useLevelUpDifference();
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => query.refetch()} />;
  const d = query.data;
  const current = levelName(t, d.currentLevel.levelCode);
  return (
    <section className={styles.card} aria-labelledby="member-level">
      <h2 id="member-level" className={styles.cardTitle}>
        {t('member.home.level')}
      </h2>
      <p className={styles.big}>{current}</p>
      <p className={styles.muted}>{t('member.home.growth', { value: formatNumber(d.growthValue) })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('member.home.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={d.progressPercent}
      >
        <div className={styles.barFill} style={{ width: `${d.progressPercent}%` }} />
      </div>
      <p className={styles.muted}>
        {d.nextLevel
          ? t('member.home.toNext', {
              value: formatNumber(d.difference),
              level: levelName(t, d.nextLevel.levelCode),
            })
          : t('member.home.top')}
      </p>
      <h3 className={styles.cardTitle} style={{ marginTop: 16 }}>
        {t('member.home.benefits', { level: current })}
      </h3>
      {d.currentLevel.benefits.length ? (
        <ul className={styles.list}>
          {d.currentLevel.benefits.map((b) => (
            <li key={b.benefitCode}>{benefitText(t, b)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('member.home.noBenefits')}</p>
      )}
    </section>
  );
}
