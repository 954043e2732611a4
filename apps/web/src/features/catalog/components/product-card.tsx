import { CARD_MAX_THUMBNAILS } from '@kontor/domain/catalog/catalog-codes';
import type { ProductCard as Card } from '@kontor/domain/catalog/catalog-responses';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { PictureOutlined } from '../../../shared/ui/icons.tsx';
import { StarFilled } from '../../../shared/ui/more-icons.tsx';
import styles from './product-card.module.css';

const MediaPreview = lazy(() => import('./media-preview.tsx'));

interface ProductCardProps {
  card: Card;
  /** The card's action (add to cart), composed by the page. */
  action?: ReactNode;
  /** Above the fold: the main picture loads eagerly with high priority (LCP), others lazily. */
  priority?: boolean;
}

function discountPercent(card: Card): number {
  const original = Number(card.originalPrc.value);
  const sale = Number(card.salePrc.value);
  if (!(original > sale) || original <= 0) return 0;
  return Math.round(((original - sale) / original) * 100);
}

function ProductImage({
  src,
  alt,
  className,
  size,
  priority = false,
}: {
  src: string;
  alt: string;
  className: string;
  /** Intrinsic width and height (the CSS sizes it; these reserve its box before it loads). */
  size: [number, number];
  priority?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`${className} ${styles.placeholder}`} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size[0]}
      height={size[1]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/** The product's stars (average of its reviews, to one decimal) and how many reviews it has. */
function CardRating({ rating }: { rating: { average: number | null; count: number } }) {
  const { t } = useTranslation();
  const average = rating.average ?? 0;
  const rounded = Math.round(average);
  return (
    <p className={styles.rating}>
      <span role="img" aria-label={t('reviews.rating.outOf', { value: average, max: 5 })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarFilled key={n} aria-hidden="true" className={n <= rounded ? styles.starOn : styles.starOff} />
        ))}
      </span>
      <span className={styles.ratingCount}>{t('reviews.rating.count', { count: rating.count })}</span>
    </p>
  );
}

/** A product: picture with up to four thumbnails and a "+N more" tile, name, shop, prices, action. */
export function ProductCard({ card, action, priority = false }: ProductCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const media = card.listMedia.length > 0 ? card.listMedia : [card.mainImage].filter(Boolean);
  const [shown, setShown] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const thumbs = media.slice(0, CARD_MAX_THUMBNAILS);
  const more = media.length - thumbs.length;
  const discount = discountPercent(card);
  const mainSrc = media[shown] ?? card.mainImage;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <button
          type="button"
          className={styles.mainButton}
          onClick={() => setPreview(shown)}
          aria-label={t('catalog.card.enlarge', { name: card.itemName })}
          disabled={media.length === 0}
        >
          <ProductImage
            className={styles.main}
            src={mainSrc}
            alt={card.itemName}
            size={[400, 300]}
            priority={priority}
          />
        </button>
        {discount > 0 ? (
          <span className={styles.badge}>{t('catalog.card.discount', { percent: discount })}</span>
        ) : null}
      </div>
      {media.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('catalog.card.images', { name: card.itemName })}>
          {thumbs.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture may repeat; its position is its identity
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === shown}
                aria-label={t('catalog.card.showImage', { n: index + 1, total: media.length })}
                onClick={() => setShown(index)}
              >
                <ProductImage className={styles.thumbImage} src={src} alt="" size={[48, 48]} />
              </button>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <button
                type="button"
                className={`${styles.thumb} ${styles.more}`}
                onClick={() => setPreview(CARD_MAX_THUMBNAILS)}
                aria-label={t('catalog.card.moreImages', { count: more })}
              >
                <span aria-hidden="true">+{more}</span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className={styles.body}>
        <p className={styles.shop}>{card.shopName}</p>
        <h3 id={titleId} className={styles.name} title={card.itemName}>
          {/* The product page opens in a new tab (spec §2), so the list stays where the buyer was. */}
          <a
            className={styles.nameLink}
            href={to('product', { urlKey: card.urlKey })}
            target="_blank"
            rel="noopener"
          >
            {card.itemShortName || card.itemName}
            <span className="k-sr-only"> {t('catalog.card.opensInNewTab')}</span>
          </a>
        </h3>
        {card.rating && card.rating.count > 0 ? <CardRating rating={card.rating} /> : null}
        <p className={styles.prices}>
          <span className={styles.sale}>
            <span className="k-sr-only">{t('catalog.card.price')} </span>
            {formatMoney(card.salePrc)}
          </span>
          {discount > 0 ? (
            <del className={styles.original}>
              <span className="k-sr-only">{t('catalog.card.originalPrice')} </span>
              {formatMoney(card.originalPrc)}
            </del>
          ) : null}
        </p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {preview !== null ? (
        <Suspense fallback={null}>
          <MediaPreview
            images={media}
            current={preview}
            onCurrentChange={setPreview}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
