import type { ReviewOrder } from '@kontor/domain/reviews/reviews-responses';
import { lazy, useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { AntdScope } from '../../../shared/ui/antd-scope.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { TabList } from '../../../shared/ui/tab-list.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { usePageReviewOrders, useToReviewCount } from '../api/page-review-orders.ts';
import { ProductSummary } from '../components/product-summary.tsx';
import styles from '../components/reviews.module.css';
import {
  type CommentsState,
  type CommentTab,
  changeCommentsState,
  parseCommentsQuery,
  toCommentsQuery,
} from '../model/comments-query.ts';
import { commentAddUrl, offersReviewNow, visibleLines } from '../model/review-lines.ts';

/**
 * /buyer/comments?status=unComment|comment&pageNo&pageSize&keyword: orders to review (with a count)
 * and the reviews written. The URL holds the whole screen.
 */
const ReviewedList = lazy(() => import('../components/reviewed-list.tsx'));

export default function CommentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.list.title'));
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCommentsQuery(params), [params]);
  const count = useToReviewCount();
  const resultsRef = useRef<HTMLDivElement>(null);
  const update = (change: Partial<CommentsState>) =>
    setParams(
      toCommentsQuery(
        changeCommentsState(parseCommentsQuery(new URLSearchParams(window.location.search)), change),
      ),
    );
  const onPage = (pageNo: number) => {
    update({ pageNo });
    revealResults(resultsRef.current);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reviews.list.title')}</h1>
      <TabList<CommentTab>
        id="comments-tabs"
        label={t('reviews.list.title')}
        active={state.status}
        onChange={(key) => update({ status: key })}
        items={[
          {
            key: 'unComment',
            label: (
              <span className={styles.tabLabel}>
                {t('reviews.list.toReview')}
                {count.data ? (
                  <span
                    className={styles.tabBadge}
                    title={t('reviews.list.toReviewCount', { count: count.data })}
                  >
                    <span aria-hidden="true">{count.data > 99 ? '99+' : count.data}</span>
                    <span className="k-sr-only">
                      {t('reviews.list.toReviewCount', { count: count.data })}
                    </span>
                  </span>
                ) : null}
              </span>
            ),
          },
          { key: 'comment', label: t('reviews.list.reviewed') },
        ]}
      />
      <div
        id="comments-tabs-panel"
        role="tabpanel"
        aria-labelledby={`comments-tabs-${state.status}`}
        className={styles.tabPanel}
        ref={resultsRef}
        tabIndex={-1}
      >
        {state.status === 'unComment' ? (
          <ToReviewList state={state} onPage={onPage} />
        ) : (
          // The search box and the review images are antd's: they load with this tab (decision 071).
          <AntdScope>
            <ReviewedList state={state} onPage={onPage} onSearch={(keyword) => update({ keyword })} />
          </AntdScope>
        )}
      </div>
    </div>
  );
}

function ToReviewList({ state, onPage }: { state: CommentsState; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const orders = usePageReviewOrders({ page: { no: state.pageNo, size: state.pageSize }, toReview: true });
  // The first answer renders as a transition that yields (decision 071); the spinner stays meanwhile.
  const data = useDeferredValue(orders.data);
  if (orders.isError) return <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.isPending || !data) return <PageSpinner />;
  if (data.data.length === 0) return <p className={styles.empty}>{t('reviews.list.emptyToReview')}</p>;
  return (
    <>
      <ul className={styles.list} aria-busy={orders.isPlaceholderData}>
        {data.data.map((order) => (
          <li key={order.id}>
            <OrderToReview order={order} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('reviews.list.pagination')}
        current={state.pageNo}
        pageSize={state.pageSize}
        total={data.total}
        onChange={onPage}
        compact={mobile}
      />
    </>
  );
}

function OrderToReview({ order }: { order: ReviewOrder }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const lines = visibleLines(order);
  return (
    <section className={styles.card} aria-label={t('reviews.list.order', { code: order.tradeOrderCode })}>
      <header className={styles.orderHead}>
        <span>
          <span className={styles.muted}>{t('reviews.list.orderNo')}</span>{' '}
          <span className={styles.mono}>{order.tradeOrderCode}</span>
        </span>
        <span className={styles.muted}>{order.shop.name}</span>
        <time className={styles.muted} dateTime={order.createdAt}>
          {formatDateTime(order.createdAt, false)}
        </time>
      </header>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id}>
            <ProductSummary
              sku={line.sku}
              extra={
                line.commentStatus === 'EVALUATED' && line.commentId ? (
                  <Link to={to('commentDetail', { id: line.commentId })}>
                    {t('reviews.list.viewReview')}
                    <span className="k-sr-only">: {line.sku.name}</span>
                  </Link>
                ) : (
                  <span className={styles.muted}>{t('reviews.list.notReviewed')}</span>
                )
              }
            />
          </li>
        ))}
      </ul>
      {offersReviewNow(order) ? (
        <div className={styles.orderActions}>
          <Link to={commentAddUrl(order)} className={styles.primaryLink}>
            {t('reviews.list.reviewNow')}
            <span className="k-sr-only">: {order.tradeOrderCode}</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
