import { REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX } from '@kontor/domain/reviews/reviews-schemas';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths, to } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { ImageUploader } from '../../../shared/ui/image-uploader.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useBatchCreateReviews } from '../api/batch-create-reviews.ts';
import { useMyReview } from '../api/page-my-reviews.ts';
import { FieldError } from '../components/field-error.tsx';
import { ProductSummary } from '../components/product-summary.tsx';
import { ReviewImages } from '../components/review-images.tsx';
import styles from '../components/reviews.module.css';
import { Stars } from '../components/star-rating.tsx';
import { parsePositiveId } from '../model/review-lines.ts';
import { checkBatch, type DraftField, errorsByCard, followUpPayload } from '../model/review-payload.ts';

/** /buyer/comment-plus/:id: the one follow-up of a review, text and pictures, no rating (spec §2). */
export default function CommentPlusPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.plus.title'));
  const id = parsePositiveId(useParams().id);
  const review = useMyReview(id);

  const body = () => {
    if (id === null) return <p className={styles.notice}>{t('reviews.detail.notFound')}</p>;
    if (review.isPending) return <PageSpinner />;
    if (review.isError) return <ErrorAlert error={review.error} onRetry={() => void review.refetch()} />;
    if (!review.data) return <p className={styles.notice}>{t('reviews.detail.notFound')}</p>;
    if (review.data.reviewComments.length > 0) {
      return (
        <p className={styles.notice}>
          {t('reviews.plus.exists')}{' '}
          <Link to={to('commentDetail', { id: review.data.comment.id })}>{t('reviews.list.viewDetail')}</Link>
        </p>
      );
    }
    return <FollowUpForm view={review.data} />;
  };

  return (
    <div className={styles.page}>
      <Link to={`${paths.comments}?status=comment`} className={styles.back}>
        {t('reviews.backToList')}
      </Link>
      <h1 className={styles.title}>{t('reviews.plus.title')}</h1>
      {body()}
    </div>
  );
}

function FollowUpForm({ view }: { view: NonNullable<ReturnType<typeof useMyReview>['data']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const ids = useId();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [busy, setBusy] = useState(false);
  const publish = useBatchCreateReviews();
  const { comment } = view;

  const onPublish = () => {
    const payload = followUpPayload(comment, { content, images });
    const local = errorsByCard(checkBatch(payload), 1).cards[0];
    if (local && Object.keys(local).length > 0) {
      setErrors(local);
      document.getElementById(`${ids}-content`)?.focus();
      return;
    }
    publish.mutate(payload, {
      onSuccess: () => {
        toast.success(t('reviews.plus.success'));
        navigate(to('commentDetail', { id: comment.id }));
      },
      onError: (error) => {
        if (isApiError(error) && error.fields.length > 0)
          setErrors(errorsByCard(error.fields, 1).cards[0] ?? {});
        toast.error(errorMessage(error, t));
      },
    });
  };

  return (
    <>
      <section className={styles.card} aria-labelledby={`${ids}-original`}>
        <h2 id={`${ids}-original`} className={styles.sectionTitle}>
          {t('reviews.plus.original')}
        </h2>
        <ProductSummary sku={view.orderLine.sku} />
        <p className={styles.reviewMeta}>
          {comment.rateDict ? <Stars value={comment.rateDict} /> : null}
          <time dateTime={comment.createdAt} className={styles.muted}>
            {formatDateTime(comment.createdAt)}
          </time>
        </p>
        <p className={styles.reviewText}>{comment.content}</p>
        <ReviewImages images={comment.images} size={56} />
      </section>
      <form
        noValidate
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          onPublish();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${ids}-content`} className={styles.label}>
            {t('reviews.plus.content')}
          </label>
          <Input.TextArea
            id={`${ids}-content`}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setErrors((all) => ({ ...all, content: undefined }));
            }}
            maxLength={REVIEW_TEXT_MAX}
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={t('reviews.plus.placeholder')}
            status={errors.content ? 'error' : undefined}
            aria-invalid={!!errors.content || undefined}
            aria-describedby={`${ids}-count ${errors.content ? `${ids}-content-error` : ''}`.trim()}
          />
          <div className={styles.fieldFoot}>
            <FieldError id={`${ids}-content-error`} message={errors.content} />
            <span id={`${ids}-count`} className={styles.count}>
              {t('reviews.add.remaining', { count: REVIEW_TEXT_MAX - content.length })}
            </span>
          </div>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('reviews.add.images')}</span>
          <ImageUploader
            purpose="review"
            max={REVIEW_IMAGES_MAX}
            texts="reviews.images"
            value={images}
            onChange={(next) => {
              setImages(next);
              setErrors((all) => ({ ...all, images: undefined }));
            }}
            label={t('reviews.images.of', { name: view.orderLine.sku.name })}
            invalid={!!errors.images}
            errorId={`${ids}-images-error`}
            onBusyChange={setBusy}
          />
          <FieldError id={`${ids}-images-error`} message={errors.images} />
        </div>
        <div className={styles.actions}>
          <Button size="large" onClick={() => navigate(-1)}>
            {t('reviews.plus.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={publish.isPending} disabled={busy}>
            {t('reviews.add.publish')}
          </Button>
        </div>
      </form>
    </>
  );
}
