import { REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX } from '@kontor/domain/reviews/reviews-schemas';
import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '../../../shared/ui/image-uploader.tsx';
import type { DraftField, ReviewDraft } from '../model/review-payload.ts';
import { FieldError } from './field-error.tsx';
import { ProductSummary } from './product-summary.tsx';
import styles from './reviews.module.css';
import { StarRating } from './star-rating.tsx';

interface ReviewCardProps {
  sku: { name: string; image: string | null; attributes: { attrKey: string; attrVal: string }[] };
  draft: ReviewDraft;
  errors: Partial<Record<DraftField, string>> | undefined;
  onChange: (change: Partial<ReviewDraft>) => void;
  onBusyChange: (busy: boolean) => void;
  /** Element ids of the card's fields, so the page can move focus to the first error. */
  fieldId: (field: DraftField) => string;
}

/** One order line to review: product, stars, text (with what is left of 300) and pictures. */
export function ReviewCard({ sku, draft, errors, onChange, onBusyChange, fieldId }: ReviewCardProps) {
  const { t } = useTranslation();
  const ids = useId();
  const left = REVIEW_TEXT_MAX - draft.content.length;
  const error = (field: DraftField) => `${ids}-${field}-error`;
  return (
    <article className={styles.card} aria-labelledby={`${ids}-name`}>
      <div id={`${ids}-name`}>
        <ProductSummary sku={sku} headingLevel={2} />
      </div>
      <div className={styles.cardFields}>
        <div id={fieldId('rateDict')} tabIndex={-1} className={styles.focusTarget}>
          <StarRating
            value={draft.rateDict}
            onChange={(rateDict) => onChange({ rateDict })}
            legend={t('reviews.add.rating')}
            invalid={!!errors?.rateDict}
            errorId={error('rateDict')}
          />
          <FieldError id={error('rateDict')} message={errors?.rateDict} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('content')} className={styles.label}>
            {t('reviews.add.content')}
          </label>
          <Input.TextArea
            id={fieldId('content')}
            value={draft.content}
            onChange={(e) => onChange({ content: e.target.value })}
            maxLength={REVIEW_TEXT_MAX}
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={t('reviews.add.placeholder')}
            status={errors?.content ? 'error' : undefined}
            aria-invalid={!!errors?.content || undefined}
            aria-describedby={`${ids}-count ${errors?.content ? error('content') : ''}`.trim()}
          />
          <div className={styles.fieldFoot}>
            <FieldError id={error('content')} message={errors?.content} />
            <span id={`${ids}-count`} className={styles.count}>
              {t('reviews.add.remaining', { count: left })}
            </span>
          </div>
        </div>
        <div className={styles.field} id={fieldId('images')} tabIndex={-1}>
          <span className={styles.label}>{t('reviews.add.images')}</span>
          <ImageUploader
            purpose="review"
            max={REVIEW_IMAGES_MAX}
            texts="reviews.images"
            value={draft.images}
            onChange={(images) => onChange({ images })}
            label={t('reviews.images.of', { name: sku.name })}
            invalid={!!errors?.images}
            errorId={error('images')}
            onBusyChange={onBusyChange}
          />
          <FieldError id={error('images')} message={errors?.images} />
        </div>
      </div>
    </article>
  );
}
