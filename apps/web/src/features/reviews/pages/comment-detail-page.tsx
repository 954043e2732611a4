import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { paths, to } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useMyReview } from '../api/page-my-reviews.ts';
import { ProductSummary } from '../components/product-summary.tsx';
import { ReviewImages } from '../components/review-images.tsx';
import styles from '../components/reviews.module.css';
import { ShopReply } from '../components/shop-reply.tsx';
import { Stars } from '../components/star-rating.tsx';
import { parsePositiveId } from '../model/review-lines.ts';

/** /buyer/comment-detail/:id: the product, the review, the shop's reply and the follow-up (with its reply). */
export default function CommentDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.detail.title'));
  const formatDateTime = useFormatDateTime();
  const id = parsePositiveId(useParams().id);
  const review = useMyReview(id);

  const body = () => {
    if (id === null) return <p className={styles.notice}>{t('reviews.detail.notFound')}</p>;
    if (review.isPending) return <PageSpinner />;
    if (review.isError) return <ErrorAlert error={review.error} onRetry={() => void review.refetch()} />;
    const view = review.data;
    if (!view) return <p className={styles.notice}>{t('reviews.detail.notFound')}</p>;
    const { comment } = view;
    const followUp = view.reviewComments[0];
    return (
      <>
        <section className={styles.card} aria-labelledby="review-product">
          <h2 id="review-product" className="k-sr-only">
            {t('reviews.detail.product')}
          </h2>
          <ProductSummary sku={view.orderLine.sku} />
        </section>
        <section className={styles.card} aria-labelledby="review-own">
          <h2 id="review-own" className={styles.sectionTitle}>
            {t('reviews.detail.review')}
          </h2>
          <p className={styles.reviewMeta}>
            {comment.rateDict ? <Stars value={comment.rateDict} /> : null}
            <time dateTime={comment.createdAt} className={styles.muted}>
              {formatDateTime(comment.createdAt)}
            </time>
          </p>
          <p className={styles.reviewText}>{comment.content}</p>
          <ReviewImages images={comment.images} />
          <ShopReply reply={view.replyComment} />
        </section>
        {followUp ? (
          <section className={styles.card} aria-labelledby="review-follow-up">
            <h2 id="review-follow-up" className={styles.sectionTitle}>
              {t('reviews.followUp.title')}
            </h2>
            <p className={styles.reviewMeta}>
              <time dateTime={followUp.createdAt} className={styles.muted}>
                {formatDateTime(followUp.createdAt)}
              </time>
            </p>
            <p className={styles.reviewText}>{followUp.content}</p>
            <ReviewImages images={followUp.images} />
            <ShopReply reply={followUp.replyComment} />
          </section>
        ) : (
          <div className={styles.actions}>
            <Link to={to('commentPlus', { id: comment.id })} className={styles.primaryLink}>
              {t('reviews.list.addFollowUp')}
            </Link>
          </div>
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      <Link to={`${paths.comments}?status=comment`} className={styles.back}>
        {t('reviews.backToList')}
      </Link>
      <h1 className={styles.title}>{t('reviews.detail.title')}</h1>
      {body()}
    </div>
  );
}
