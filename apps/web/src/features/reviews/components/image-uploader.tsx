import { CloseOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { REVIEW_IMAGES_MAX } from '@kontor/domain/reviews/reviews-schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { uploadReviewImage } from '../api/upload-review-image.ts';
import styles from './reviews.module.css';

interface ImageUploaderProps {
  value: string[];
  onChange: (next: string[]) => void;
  /** Names the pictures' product ("Photos of Oak desk"). */
  label: string;
  errorId?: string;
  invalid?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Up to six pictures: each chosen file is uploaded at once (the server checks its bytes), shown
 * as a preview and can be removed. A failed upload is said beside the picker.
 */
export function ImageUploader({
  value,
  onChange,
  label,
  errorId,
  invalid,
  onBusyChange,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const room = REVIEW_IMAGES_MAX - value.length - pending;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    if (files.length === 0) return;
    setFailure(null);
    setPending((n) => n + files.length);
    onBusyChange?.(true);
    const results = await Promise.allSettled(files.map((file) => uploadReviewImage(file)));
    const urls: string[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') urls.push(result.value.url);
      else setFailure(errorMessage(result.reason, t));
    }
    setPending((n) => n - files.length);
    onBusyChange?.(false);
    if (urls.length > 0) onChange([...value, ...urls].slice(0, REVIEW_IMAGES_MAX));
  };

  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={styles.uploader}>
      <ul className={styles.uploadList} aria-label={label}>
        {value.map((url, index) => (
          <li key={url} className={styles.uploadItem}>
            <img src={url} alt={t('reviews.images.alt', { n: index + 1, total: value.length })} />
            <button
              type="button"
              className={styles.uploadRemove}
              aria-label={t('reviews.images.remove', { n: index + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <CloseOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
        {Array.from({ length: pending }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of uploads in flight
          <li key={`pending-${i}`} className={`${styles.uploadItem} ${styles.uploadPending}`}>
            <LoadingOutlined aria-hidden="true" />
            <span className="k-sr-only">{t('reviews.images.uploading')}</span>
          </li>
        ))}
        {room > 0 ? (
          <li className={styles.uploadAdd}>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              className={`k-sr-only ${styles.uploadInput}`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => void onPick(e)}
            />
            <label htmlFor={inputId} className={styles.uploadButton}>
              <PlusOutlined aria-hidden="true" />
              <span>{t('reviews.images.add')}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t('reviews.images.hint', { count: value.length, max: REVIEW_IMAGES_MAX })}
      </p>
      <div role="alert" className={styles.fieldError}>
        {failure}
      </div>
    </div>
  );
}
