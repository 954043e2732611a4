import { ShopOutlined } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../api/query-cart-lines.ts';
import styles from './cart.module.css';
import { CartLineItem } from './cart-line-item.tsx';
import { type ShopGroup, selectionOf } from './cart-lines.ts';

interface CartShopGroupProps {
  group: ShopGroup;
  mobile: boolean;
  onSelectLines: (lines: CartLine[], isSelected: boolean) => void;
  onQuantity: (line: CartLine, qty: number) => void;
  onRemove: (line: CartLine) => void;
}

/** A shop's lines under its name, with a checkbox selecting all of them. */
export function CartShopGroup({ group, mobile, onSelectLines, onQuantity, onRemove }: CartShopGroupProps) {
  const { t } = useTranslation();
  const selection = selectionOf(group.lines);
  const headingId = `cart-shop-${group.shop.id}`;
  const purchasable = group.lines.filter((l) => l.available && l.sku.salePrc);
  return (
    <section className={styles.shop} aria-labelledby={headingId}>
      <div className={styles.shopHeader}>
        <Checkbox
          checked={selection === 'all'}
          indeterminate={selection === 'some'}
          disabled={purchasable.length === 0}
          onChange={(e) => onSelectLines(purchasable, e.target.checked)}
          aria-label={t('cart.selectShop', { shop: group.shop.name })}
        />
        <h2 id={headingId} className={styles.shopName}>
          <ShopOutlined aria-hidden="true" /> {group.shop.name}
        </h2>
      </div>
      <ul className={styles.lines}>
        {group.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            mobile={mobile}
            onSelect={(isSelected) => onSelectLines([line], isSelected)}
            onQuantity={(qty) => onQuantity(line, qty)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
    </section>
  );
}
