import type { PointsReason } from '@kontor/domain/members/member-points';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatNumber } from '../../../shared/format.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { usePointsRecords } from '../api/page-points-records.ts';
import styles from '../components/member-cards.module.css';

const PAGE_SIZE = 10;
const FILTERS = [
  { key: 'ALL', label: 'member.score.all' },
  { key: 'IN', label: 'member.score.earned' },
  { key: 'OUT', label: 'member.score.spent' },
] as const;
type FilterKey = (typeof FILTERS)[number]['key'];

/** /user/member/score: the points balance, what expires next, and the ledger with filters and pages. */
export default function MemberScorePage() {
  const { t } = useTranslation();
  usePageTitle(t('member.tabs.score'));
  const formatNumber = useFormatNumber();
  const formatDate = useFormatDateTime();
  const mobile = useIsMobile();
  const [filter, setFilter] = useState<FilterKey>('ALL');
  const [page, setPage] = useState(1);
  const query = usePointsRecords({
    page: { no: page, size: PAGE_SIZE },
    ...(filter === 'ALL' ? {} : { direction: filter }),
  });
  const choose = (key: FilterKey) => {
    setFilter(key);
    setPage(1);
  };
  return (
    <>
      <PageHeading title={t('member.tabs.score')} />
      {query.isPending ? <PageSpinner /> : null}
      {query.isError ? <ErrorAlert error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data ? (
        <>
          <section className={styles.card} aria-labelledby="points-balance">
            <h2 id="points-balance" className={styles.cardTitle}>
              {t('member.score.balance')}
            </h2>
            <p className={styles.big}>{formatNumber(query.data.pointBalance)}</p>
            <p className={styles.muted}>
              {query.data.nextExpiring
                ? t('member.score.expires', {
                    count: query.data.nextExpiring.points,
                    // Points end at the storefront's midnight: the last day they count is the day before.
                    date: formatDate(new Date(query.data.nextExpiring.expiresAt).getTime() - 1, false),
                  })
                : t('member.score.nothingExpires')}
            </p>
          </section>
          <fieldset className={styles.filters}>
            <legend className="k-sr-only">{t('member.score.filter')}</legend>
            {FILTERS.map((f) => (
              <button
                key={f.key}
                type="button"
                className={styles.filter}
                aria-pressed={filter === f.key}
                onClick={() => choose(f.key)}
              >
                {t(f.label)}
              </button>
            ))}
          </fieldset>
          <section className={styles.card} aria-labelledby="points-history">
            <h2 id="points-history" className={styles.cardTitle}>
              {t('member.score.history')}
            </h2>
            {query.data.data.length === 0 ? (
              <p className={styles.empty}>{t('member.score.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {query.data.data.map((r) => (
                  <li key={r.id}>
                    <span>
                      {t(`member.reasons.${r.reason satisfies PointsReason}`)}
                      <br />
                      <span className={styles.muted}>{formatDate(r.createdAt)}</span>
                    </span>
                    <span className={r.points > 0 ? styles.plus : styles.minus}>
                      {r.points > 0 ? '+' : '−'}
                      {formatNumber(Math.abs(r.points))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              onChange={setPage}
              label={t('member.score.pages')}
              compact={mobile}
            />
          </section>
        </>
      ) : null}
    </>
  );
}
