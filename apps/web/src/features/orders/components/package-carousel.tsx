import type { OrderPackage } from '@kontor/domain/orders/orders-responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutlined, RightOutlined } from '../../../shared/ui/icons.tsx';
import styles from './package-carousel.module.css';
import { PackageTracking } from './package-tracking.tsx';

/** The tracking modal shows at most this many packages (spec §9 "Logistics carousel: 5 slides"). */
export const CAROUSEL_SLIDES = 5;

interface PackageCarouselProps {
  packages: readonly OrderPackage[];
  lineNames?: Map<number, string>;
}

/**
 * Packages one at a time with previous / next (wrapping round, so the focused button never turns
 * disabled) and a button per package (WAI-ARIA carousel pattern, no auto-rotation). The current
 * position is announced politely.
 */
export function PackageCarousel({ packages, lineNames }: PackageCarouselProps) {
  const { t } = useTranslation();
  const slides = packages.slice(0, CAROUSEL_SLIDES);
  const [index, setIndex] = useState(0);
  const current = slides[Math.min(index, slides.length - 1)];
  if (!current) return null;
  const count = slides.length;
  const position = t('orders.track.package', { index: index + 1, count });
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('orders.track.packages')}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
            aria-label={t('orders.track.previous')}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <p className={styles.position} aria-live="polite">
            {position}
          </p>
          <button
            type="button"
            className={styles.step}
            onClick={() => setIndex((i) => (i + 1) % count)}
            aria-label={t('orders.track.next')}
          >
            <RightOutlined aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group */}
      <div role="group" aria-roledescription="slide" aria-label={position}>
        <PackageTracking key={current.id} pkg={current} index={index + 1} lineNames={lineNames} limitHeight />
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {slides.map((p, i) => (
            <button
              key={p.id}
              type="button"
              className={i === index ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
              aria-label={t('orders.track.show', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
