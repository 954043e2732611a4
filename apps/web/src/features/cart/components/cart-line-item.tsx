import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { attributesText } from '../../../shared/i18n/attribute-texts.ts';
import { to } from '../../../shared/paths.ts';
import type { CartLine } from '../api/query-cart-lines.ts';
import styles from './cart.module.css';
import { isPurchasable, isSoldByMeasure, quantityStep } from './cart-lines.ts';
import { QuantityStepper } from './cart-quantity-stepper.tsx';

interface CartLineItemProps {
  line: CartLine;
  mobile: boolean;
  onSelect: (isSelected: boolean) => void;
  onQuantity: (qty: number) => void;
  onRemove: () => void;
}

function Thumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={`${styles.thumb} ${styles.thumbPlaceholder}`} aria-hidden="true">
        <PictureOutlined />
      </span>
    );
  }
  // The name beside it says what the picture shows.
  return <img className={styles.thumb} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
}

/** One cart line: selection, picture, name and attributes, unit price, quantity, amount, remove. */
export function CartLineItem({ line, mobile, onSelect, onQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const purchasable = isPurchasable(line);
  const measured = isSoldByMeasure(line);
  const unit = line.sku.marketingUnit.unitName;
  const name = line.sku.name;
  const formatDate = useFormatDateTime();
  const sale = line.sku.salePrc;
  const original = line.sku.originalPrc;
  const reduced = !!sale && !!original && Number(original.value) > Number(sale.value);
  const attributes = attributesText(t, line.sku.attributes);
  const hintId = `cart-line-${line.id}-hint`;

  return (
    <li className={purchasable ? styles.line : `${styles.line} ${styles.lineUnavailable}`}>
      <div className={styles.lineSelect}>
        <Checkbox
          checked={purchasable && line.isSelected}
          disabled={!purchasable}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('cart.selectLine', { name })}
          aria-describedby={purchasable ? undefined : hintId}
        />
      </div>
      <div className={styles.product}>
        <Thumbnail src={line.sku.image} />
        <div className={styles.productText}>
          <p className={styles.name}>
            <Link className={styles.nameLink} to={to('product', { urlKey: line.item.urlKey })}>
              {name}
            </Link>
          </p>
          {attributes ? <p className={styles.attributes}>{attributes}</p> : null}
          {purchasable ? (
            <p className={styles.attributes}>
              {t('cart.expectDate', { date: formatDate(line.expectDate, false) })}
            </p>
          ) : null}
          {purchasable ? null : (
            <p className={styles.unavailable} id={hintId}>
              <span className={styles.unavailableTag}>{t('cart.unavailable')}</span>{' '}
              {sale ? t('cart.unavailableQuantity') : t('cart.unavailableHint')}
            </p>
          )}
          {mobile && sale ? (
            <p className={styles.mobilePrice}>
              {formatMoney(sale)}
              {measured ? ` / ${unit}` : null}
            </p>
          ) : null}
        </div>
      </div>
      {mobile ? null : (
        <div className={styles.unitPrice}>
          <span className="k-sr-only">{t('cart.unitPrice')}: </span>
          {sale ? (
            <>
              <span className={styles.price}>{formatMoney(sale)}</span>
              {measured ? <span className={styles.perUnit}>{t('cart.perUnit', { unit })}</span> : null}
              {reduced ? (
                <del className={styles.original}>
                  <span className="k-sr-only">{t('cart.originalPrice')}: </span>
                  {formatMoney(original)}
                </del>
              ) : null}
            </>
          ) : (
            <span className={styles.muted}>—</span>
          )}
        </div>
      )}
      <div className={styles.qty}>
        <QuantityStepper
          value={line.skuQty}
          step={quantityStep(line)}
          unit={unit}
          showUnit={measured}
          name={name}
          disabled={!sale}
          onChange={onQuantity}
        />
      </div>
      <div className={styles.amount}>
        <span className="k-sr-only">{t('cart.amount')}: </span>
        {line.lineAmt ? formatMoney(line.lineAmt) : <span className={styles.muted}>—</span>}
      </div>
      <div className={styles.remove}>
        <Button
          type="text"
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={t('cart.removeNamed', { name })}
          title={t('cart.remove')}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
