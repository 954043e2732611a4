import { useState } from 'react';
import { PictureOutlined } from './icons.tsx';
import styles from './product-image.module.css';

/** A product picture (72×72 by default, spec §9 thumbnails), with a placeholder when it cannot load. */
export function ProductImage({
  src,
  alt = '',
  size = 72,
}: {
  src: string | null | undefined;
  alt?: string;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (!src || broken) {
    return alt ? (
      <span className={`${styles.image} ${styles.placeholder}`} style={style} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden="true" />
      </span>
    ) : (
      <span className={`${styles.image} ${styles.placeholder}`} style={style}>
        <PictureOutlined aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      style={style}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
