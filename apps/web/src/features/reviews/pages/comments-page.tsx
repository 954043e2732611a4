import { SearchOutlined } from '@ant-design/icons';
import type { CommentView, ReviewOrder } from '@kontor/domain/reviews/reviews-responses';
import { Button, Input, Tabs } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { usePageMyReviews } from '../api/page-my-reviews.ts';
import { usePageReviewOrders, useToReviewCount } from '../api/page-review-orders.ts';
import { ProductSummary } from '../components/product-summary.tsx';
import { ReviewImages } from '../components/review-images.tsx';
import styles from '../components/reviews.module.css';
import { ShopReply } from '../components/shop-reply.tsx';
import { Stars } from '../components/star-rating.tsx';
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
      <Tabs
        activeKey={state.status}
        onChange={(key) => update({ status: key as CommentTab })}
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
            children: (
              <div ref={state.status === 'unComment' ? resultsRef : undefined} tabIndex={-1}>
                {state.status === 'unComment' ? <ToReviewList state={state} onPage={onPage} /> : null}
              </div>
            ),
          },
          {
            key: 'comment',
            label: t('reviews.list.reviewed'),
            children: (
              <div ref={state.status === 'comment' ? resultsRef : undefined} tabIndex={-1}>
                {state.status === 'comment' ? (
                  <ReviewedList state={state} onPage={onPage} onSearch={(keyword) => update({ keyword })} />
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}

function ToReviewList({ state, onPage }: { state: CommentsState; onPage: (n: number) => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const orders = usePageReviewOrders({ page: { no: state.pageNo, size: state.pageSize }, toReview: true });
  if (orders.isPending) return <PageSpinner />;
  if (orders.isError) return <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.data.length === 0) return <p className={styles.empty}>{t('reviews.list.emptyToReview')}</p>;
  return (
    <>
      <ul className={styles.list} aria-busy={orders.isPlaceholderData}>
        {orders.data.data.map((order) => (
          <li key={order.id}>
            <OrderToReview order={order} />
          </li>
        ))}
      </ul>
      <Pager
        label={t('reviews.list.pagination')}
        current={state.pageNo}
        pageSize={state.pageSize}
        total={orders.data.total}
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

function ReviewedList({
  state,
  onPage,
  onSearch,
}: {
  state: CommentsState;
  onPage: (n: number) => void;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const reviews = usePageMyReviews({
    page: { no: state.pageNo, size: state.pageSize },
    keyword: state.keyword || undefined,
  });
  return (
    <>
      <search className={styles.search}>
        <Input.Search
          key={state.keyword}
          defaultValue={state.keyword}
          placeholder={t('reviews.list.searchPlaceholder')}
          aria-label={t('reviews.list.searchLabel')}
          enterButton={
            <Button type="primary" icon={<SearchOutlined aria-hidden="true" />}>
              {mobile ? null : t('reviews.list.search')}
              {mobile ? <span className="k-sr-only">{t('reviews.list.search')}</span> : null}
            </Button>
          }
          allowClear
          maxLength={100}
          onSearch={(value) => onSearch(value)}
        />
      </search>
      {reviews.isPending ? <PageSpinner /> : null}
      {reviews.isError ? <ErrorAlert error={reviews.error} onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && reviews.data.data.length === 0 ? (
        <p className={styles.empty}>{t('reviews.list.emptyReviewed')}</p>
      ) : null}
      {reviews.data && reviews.data.data.length > 0 ? (
        <>
          <ul className={styles.list} aria-busy={reviews.isPlaceholderData}>
            {reviews.data.data.map((view) => (
              <li key={view.comment.id}>
                <ReviewedItem view={view} />
              </li>
            ))}
          </ul>
          <Pager
            label={t('reviews.list.pagination')}
            current={state.pageNo}
            pageSize={state.pageSize}
            total={reviews.data.total}
            onChange={onPage}
            compact={mobile}
          />
        </>
      ) : null}
    </>
  );
}

function ReviewedItem({ view }: { view: CommentView }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { comment } = view;
  const followUp = view.reviewComments[0];
  return (
    <article
      className={styles.card}
      aria-label={t('reviews.list.reviewOf', { name: view.orderLine.sku.name })}
    >
      <ProductSummary sku={view.orderLine.sku} />
      <div className={styles.reviewBody}>
        <p className={styles.reviewMeta}>
          {comment.rateDict ? <Stars value={comment.rateDict} /> : null}
          <time dateTime={comment.createdAt} className={styles.muted}>
            {formatDateTime(comment.createdAt)}
          </time>
        </p>
        <p className={styles.reviewText}>{comment.content}</p>
        <ReviewImages images={comment.images} size={64} />
        <ShopReply reply={view.replyComment} />
        {followUp ? (
          <div className={styles.followUp}>
            <p className={styles.followUpHead}>{t('reviews.followUp.title')}</p>
            <p className={styles.reviewText}>{followUp.content}</p>
          </div>
        ) : null}
      </div>
      <div className={styles.orderActions}>
        {followUp ? null : (
          <Link to={to('commentPlus', { id: comment.id })} className={styles.secondaryLink}>
            {t('reviews.list.addFollowUp')}
            <span className="k-sr-only">: {view.orderLine.sku.name}</span>
          </Link>
        )}
        <Link to={to('commentDetail', { id: comment.id })} className={styles.secondaryLink}>
          {t('reviews.list.viewDetail')}
          <span className="k-sr-only">: {view.orderLine.sku.name}</span>
        </Link>
      </div>
    </article>
  );
}
