import { sellerMay } from '@kontor/domain/merchant/seller-rights';
import type { Comment, CommentView, ReplyComment } from '@kontor/domain/reviews/reviews-responses';
import { RATING_MAX, REVIEW_REPLY_MAX } from '@kontor/domain/reviews/reviews-schemas';
import { Button, Input, Modal, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager, revealResults } from '../../../shared/ui/pager.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { SellerShopHeader, useSellerMyShop } from '../../orders/index.ts';
import { useSellerPageReviews } from '../api/seller-page-reviews.ts';
import { useSellerReplyReview } from '../api/seller-reply-review.ts';
import { FieldError } from '../components/field-error.tsx';
import { ProductSummary } from '../components/product-summary.tsx';
import { ReviewImages } from '../components/review-images.tsx';
import styles from '../components/reviews.module.css';
import { ShopReply } from '../components/shop-reply.tsx';
import { Stars } from '../components/star-rating.tsx';
import { parseSellerFilters, type SellerFilters, toSellerQuery } from '../model/seller-filters.ts';

export const SELLER_REVIEWS_PAGE_SIZE = 10;

interface ReplyTarget {
  comment: Comment;
  followUp: boolean;
  productName: string;
}

/** /seller/reviews: the shop's reviews by rating and replied or not, with one reply per review and per follow-up. */
export default function SellerReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.seller.title'));
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const filters = parseSellerFilters(params);
  const reviews = useSellerPageReviews({
    page: { no: filters.pageNo, size: SELLER_REVIEWS_PAGE_SIZE },
    ...(filters.rateDict ? { rateDict: filters.rateDict } : {}),
    ...(filters.replied !== undefined ? { replied: filters.replied } : {}),
  });
  const [replying, setReplying] = useState<ReplyTarget | null>(null);
  // A reply is an active shop's (spec §6, decision 055): frozen or cleared shops read only.
  const shop = useSellerMyShop();
  const mayReply = !!shop.data && sellerMay(shop.data.merchantStatus, 'active');
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const update = (change: Partial<SellerFilters>) =>
    setParams(toSellerQuery({ ...filters, pageNo: 1, ...change }));
  const total = reviews.data?.total ?? 0;

  return (
    <section className={styles.page}>
      <SellerShopHeader shop={shop.data} error={shop.error} onRetry={() => void shop.refetch()} />
      <h1 className={styles.title}>{t('reviews.seller.title')}</h1>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-rating`} className={styles.label}>
            {t('reviews.seller.rating')}
          </label>
          <Select
            id={`${ids}-rating`}
            className={styles.select}
            value={filters.rateDict ?? 0}
            onChange={(value: number) => update({ rateDict: value || undefined })}
            options={[
              { value: 0, label: t('reviews.seller.allRatings') },
              ...Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((n) => ({
                value: n,
                label: t('reviews.rating.stars', { count: n }),
              })),
            ]}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${ids}-replied`} className={styles.label}>
            {t('reviews.seller.replied')}
          </label>
          <Select
            id={`${ids}-replied`}
            className={styles.select}
            value={filters.replied === undefined ? 'all' : filters.replied ? 'yes' : 'no'}
            onChange={(value: string) => update({ replied: value === 'all' ? undefined : value === 'yes' })}
            options={[
              { value: 'all', label: t('reviews.seller.repliedAll') },
              { value: 'no', label: t('reviews.seller.repliedNo') },
              { value: 'yes', label: t('reviews.seller.repliedYes') },
            ]}
          />
        </div>
      </div>
      <h2 ref={resultsRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('reviews.seller.count', { count: total })}
      </h2>
      {reviews.isPending ? <PageSpinner /> : null}
      {reviews.isError ? <ErrorAlert error={reviews.error} onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && reviews.data.data.length === 0 ? (
        <p className={styles.empty}>{t('reviews.seller.empty')}</p>
      ) : null}
      {reviews.data && reviews.data.data.length > 0 ? (
        <ul className={styles.list} aria-busy={reviews.isPlaceholderData}>
          {reviews.data.data.map((view) => (
            <li key={view.comment.id}>
              <SellerReview view={view} onReply={mayReply ? setReplying : undefined} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        label={t('reviews.seller.pagination')}
        current={filters.pageNo}
        pageSize={SELLER_REVIEWS_PAGE_SIZE}
        total={total}
        compact={mobile}
        onChange={(pageNo) => {
          setParams(toSellerQuery({ ...filters, pageNo }));
          revealResults(resultsRef.current);
        }}
      />
      <ReplyDialog target={replying} onClose={() => setReplying(null)} />
    </section>
  );
}

function Replied({ reply }: { reply: { data: ReplyComment[] } }) {
  return <ShopReply reply={reply} />;
}

function SellerReview({
  view,
  onReply,
}: {
  view: CommentView;
  /** Absent when the shop may not reply (frozen or cleared). */
  onReply: ((target: ReplyTarget) => void) | undefined;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { comment } = view;
  const followUp = view.reviewComments[0];
  const name = view.orderLine.sku.name;
  return (
    <article className={styles.card} aria-label={t('reviews.list.reviewOf', { name })}>
      <ProductSummary sku={view.orderLine.sku} size={56} />
      <div className={styles.reviewBody}>
        <p className={styles.reviewMeta}>
          {comment.rateDict ? <Stars value={comment.rateDict} /> : null}
          <span>{comment.commentator.nickname}</span>
          <time dateTime={comment.createdAt} className={styles.muted}>
            {formatDateTime(comment.createdAt)}
          </time>
        </p>
        <p className={styles.reviewText}>{comment.content}</p>
        <ReviewImages images={comment.images} size={56} />
        {view.replyComment.data.length > 0 ? (
          <Replied reply={view.replyComment} />
        ) : onReply ? (
          <div className={styles.orderActions}>
            <Button onClick={() => onReply({ comment, followUp: false, productName: name })}>
              {t('reviews.seller.reply')}
              <span className="k-sr-only">: {t('reviews.seller.toReviewOf', { name })}</span>
            </Button>
          </div>
        ) : null}
        {followUp ? (
          <div className={styles.followUp}>
            <p className={styles.followUpHead}>
              {t('reviews.followUp.title')}{' '}
              <time dateTime={followUp.createdAt} className={styles.muted}>
                {formatDateTime(followUp.createdAt)}
              </time>
            </p>
            <p className={styles.reviewText}>{followUp.content}</p>
            <ReviewImages images={followUp.images} size={56} />
            {followUp.replyComment.data.length > 0 ? (
              <Replied reply={followUp.replyComment} />
            ) : onReply ? (
              <div className={styles.orderActions}>
                <Button onClick={() => onReply({ comment: followUp, followUp: true, productName: name })}>
                  {t('reviews.seller.replyFollowUp')}
                  <span className="k-sr-only">: {t('reviews.seller.toFollowUpOf', { name })}</span>
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

function ReplyDialog({ target, onClose }: { target: ReplyTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useSellerReplyReview();
  const { reset } = reply;
  useEffect(() => {
    if (target) {
      setContent('');
      setError(undefined);
      reset();
    }
  }, [target, reset]);

  const submit = () => {
    if (!target) return;
    const text = content.trim();
    if (!text) {
      setError('reviews.errors.replyRequired');
      return;
    }
    reply.mutate(
      { commentId: target.comment.id, content: text },
      {
        onSuccess: () => {
          toast.success(t('reviews.seller.replySent'));
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields.length > 0) setError(e.fields[0]!.message);
          else setError(errorMessage(e, t));
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={target?.followUp ? t('reviews.seller.replyFollowUpTitle') : t('reviews.seller.replyTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('reviews.seller.send')}
      cancelText={t('reviews.seller.cancel')}
      confirmLoading={reply.isPending}
      width={560}
      destroyOnHidden
    >
      {target ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <blockquote className={styles.quote}>{target.comment.content}</blockquote>
          <label htmlFor={`${ids}-reply`} className={styles.label}>
            {t('reviews.seller.replyLabel')}
          </label>
          <Input.TextArea
            id={`${ids}-reply`}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setError(undefined);
            }}
            maxLength={REVIEW_REPLY_MAX}
            autoSize={{ minRows: 4, maxRows: 8 }}
            status={error ? 'error' : undefined}
            aria-invalid={!!error || undefined}
            aria-describedby={`${ids}-count ${error ? `${ids}-error` : ''}`.trim()}
          />
          <div className={styles.fieldFoot}>
            <FieldError id={`${ids}-error`} message={error} />
            <span id={`${ids}-count`} className={styles.count}>
              {t('reviews.add.remaining', { count: REVIEW_REPLY_MAX - content.length })}
            </span>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
