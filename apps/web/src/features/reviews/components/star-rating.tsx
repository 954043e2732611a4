import { RATING_MAX } from '@kontor/domain/reviews/reviews-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarFilled } from '../../../shared/ui/more-icons.tsx';
import styles from './reviews.module.css';

interface StarRatingProps {
  value: number | null;
  onChange: (value: number) => void;
  /** The group's name ("Rating for Oak desk"). */
  legend: string;
  /** id of the error message, when there is one. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * Five stars as native radio buttons in a fieldset: labelled, reachable with Tab and changed with
 * the arrow keys as any radio group; the stars are the radios' labels.
 */
export function StarRating({ value, onChange, legend, errorId, invalid }: StarRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  return (
    <fieldset
      className={styles.rating}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className={styles.ratingLegend}>{legend}</legend>
      <div className={styles.ratingStars}>
        {stars.map((n) => {
          const id = `${name}-${n}`;
          return (
            <span key={n} className={styles.ratingStar}>
              <input
                id={id}
                className={`k-sr-only ${styles.ratingInput}`}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <label
                htmlFor={id}
                className={value !== null && n <= value ? `${styles.star} ${styles.starOn}` : styles.star}
              >
                <StarFilled aria-hidden="true" />
                <span className="k-sr-only">{t('reviews.rating.stars', { count: n })}</span>
              </label>
            </span>
          );
        })}
        <span className={styles.ratingText} aria-hidden="true">
          {value ? t(`reviews.rating.word.${value}`) : ''}
        </span>
      </div>
    </fieldset>
  );
}

/** A rating shown, not chosen: read as "4 out of 5 stars". */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const rounded = Math.round(value);
  return (
    <span
      className={size === 'sm' ? `${styles.stars} ${styles.starsSmall}` : styles.stars}
      role="img"
      aria-label={t('reviews.rating.outOf', { value, max: RATING_MAX })}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarFilled
          // biome-ignore lint/suspicious/noArrayIndexKey: a star is its position
          key={i}
          aria-hidden="true"
          className={i < rounded ? styles.starOn : styles.starOff}
        />
      ))}
    </span>
  );
}
