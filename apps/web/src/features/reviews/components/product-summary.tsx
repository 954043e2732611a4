import type { ReviewSku } from '@kontor/domain/reviews/reviews-responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attributesText } from '../../../shared/i18n/attribute-texts.ts';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import styles from './reviews.module.css';

/** A product line: picture (72×72, spec §9), name and chosen attributes; `extra` sits on the right. */
export function ProductSummary({
  sku,
  extra,
  size = 72,
  headingLevel,
}: {
  sku: Pick<ReviewSku, 'name' | 'image' | 'attributes'>;
  extra?: ReactNode;
  size?: number;
  /** Render the name as a heading of this level (a card's title). */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Name = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.product}>
      <ProductImage src={sku.image} size={size} />
      <div className={styles.productText}>
        <Name className={styles.productName}>{sku.name}</Name>
        {sku.attributes.length > 0 ? (
          <p className={styles.productAttrs}>{attributesText(t, sku.attributes, ' · ')}</p>
        ) : null}
      </div>
      {extra ? <div className={styles.productExtra}>{extra}</div> : null}
    </div>
  );
}
