import type { ReviewImages as Images } from '@kontor/domain/reviews/reviews-responses';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

/** A review's pictures as thumbnails; a click opens the viewer, which pages through all of them. */
export function ReviewImages({ images, size = 72 }: { images: Images | null | undefined; size?: number }) {
  const { t } = useTranslation();
  const files = images?.files ?? [];
  if (files.length === 0) return null;
  return (
    <ul className={styles.images} aria-label={t('reviews.images.label', { count: files.length })}>
      <Image.PreviewGroup>
        {files.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a picture may repeat; its position is its identity
          <li key={`${file.url}-${index}`}>
            <Image
              src={file.url}
              width={size}
              height={size}
              className={styles.imageThumb}
              alt={t('reviews.images.alt', { n: index + 1, total: files.length })}
              preview={{ mask: t('reviews.images.open') }}
            />
          </li>
        ))}
      </Image.PreviewGroup>
    </ul>
  );
}
