import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import styles from './product-page.module.css';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
  current: number;
  onCurrentChange: (index: number) => void;
}

/** The product's pictures: the chosen one large, every one as a 72×72 thumbnail that shows it. */
export function ProductGallery({ images, name, current, onCurrentChange }: ProductGalleryProps) {
  const { t } = useTranslation();
  const main = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <ProductImage src={main} alt={name} size={480} />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('catalog.card.images', { name })}>
          {images.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture may repeat; its position is its identity
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === current}
                aria-label={t('catalog.card.showImage', { n: index + 1, total: images.length })}
                onClick={() => onCurrentChange(index)}
              >
                <ProductImage src={src} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
