import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { type CouponTab, useMyCoupons } from '../api/page-my-coupons.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import styles from '../components/coupons.module.css';

const PAGE_SIZE = 12;
const TABS: { key: CouponTab; label: string }[] = [
  { key: 'NOT_USED', label: 'coupons.tabs.unused' },
  { key: 'USED', label: 'coupons.tabs.used' },
];

/**
 * /buyer/my-coupons (spec §2): the buyer's discount codes and voucher codes, tabs unused and used;
 * passwords masked until shown; "no voucher codes" when a tab is empty (spec §8).
 */
export default function MyCouponsPage() {
  const { t } = useTranslation();
  usePageTitle(t('coupons.title'));
  const mobile = useIsMobile();
  const [tab, setTab] = useState<CouponTab>('NOT_USED');
  const [page, setPage] = useState(1);
  const query = useMyCoupons(tab, page, PAGE_SIZE);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (key: CouponTab) => {
    setTab(key);
    setPage(1);
  };
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent, i: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    choose(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  };
  const counts = query.data ? { NOT_USED: query.data.unusedCount, USED: query.data.usedCount } : null;

  return (
    <>
      <PageHeading
        title={t('coupons.title')}
        subtitle={t('coupons.intro')}
        extra={
          <Link className={styles.link} to={paths.prizeDraw}>
            {t('coupons.drawLink')}
          </Link>
        }
      />
      <div role="tablist" aria-label={t('coupons.tabs.label')} className={styles.tabs}>
        {TABS.map((x, i) => (
          <button
            key={x.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`coupons-tab-${x.key}`}
            aria-selected={tab === x.key}
            aria-controls="coupons-panel"
            tabIndex={tab === x.key ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(x.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(x.label)}
            {counts ? ` (${counts[x.key]})` : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="coupons-panel" aria-labelledby={`coupons-tab-${tab}`}>
        {query.isPending ? <PageSpinner /> : null}
        {query.isError ? <ErrorAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.data ? (
          query.data.data.length === 0 ? (
            <p className={styles.empty}>{t('coupons.empty')}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {query.data.data.map((c) => (
                  <CouponCard key={`${c.source}-${c.id}`} coupon={c} />
                ))}
              </ul>
              <Pager
                current={page}
                pageSize={PAGE_SIZE}
                total={query.data.total}
                onChange={setPage}
                label={t('coupons.pages')}
                compact={mobile}
              />
            </>
          )
        ) : null}
      </div>
    </>
  );
}
