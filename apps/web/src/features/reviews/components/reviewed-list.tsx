import type { CommentView } from '@kontor/domain/reviews/reviews-responses';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { SearchOutlined } from '../../../shared/ui/icons.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageMyReviews } from '../api/page-my-reviews.ts';
import type { CommentsState } from '../model/comments-query.ts';
import { ProductSummary } from './product-summary.tsx';
import { ReviewImages } from './review-images.tsx';
import styles from './reviews.module.css';
import { ShopReply } from './shop-reply.tsx';
import { Stars } from './star-rating.tsx';

/**
 * The "reviewed" tab of /buyer/comments: a search and the buyer's reviews. A chunk of its own
 * (decision 071): its search box, buttons and image previews are antd's, and the first tab
 * ("to review") shows none of them.
 */
export default function ReviewedList({
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
