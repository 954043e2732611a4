import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { LoadingOutlined, ShoppingCartOutlined } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { type NewCartLine, useBatchCreateCartLines } from '../api/batch-create-cart-lines.ts';
import styles from './add-to-cart-button.module.css';

interface AddToCartButtonProps {
  line: Omit<NewCartLine, 'cartLineTypeDict' | 'skuQty'> & { skuQty?: number };
  /** The product's name, so the button says what it adds. */
  productName: string;
  block?: boolean;
}

/**
 * Adds one product to the cart and says "N items added to cart". A plain button drawn like antd's
 * primary one (decision 076): it sits on every product card of the home page's first screen,
 * which loads no antd. While the call runs it shows antd's spinner and ignores clicks.
 */
export function AddToCartButton({ line, productName, block }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const add = useBatchCreateCartLines();

  const onClick = () => {
    if (add.isPending) return;
    add.mutate([{ ...line, skuQty: line.skuQty ?? 1, cartLineTypeDict: 'NORMAL_SALE_B2C' }], {
      onSuccess: (added) => toast.success(t('cart.added', { count: added.quantity })),
      onError: (error) => toast.error(errorMessage(error, t)),
    });
  };

  return (
    <button
      type="button"
      className={`${styles.button}${block ? ` ${styles.block}` : ''}${add.isPending ? ` ${styles.loading}` : ''}`}
      onClick={onClick}
      aria-busy={add.isPending || undefined}
      aria-label={t('cart.addNamed', { name: productName })}
    >
      {add.isPending ? <LoadingOutlined aria-hidden="true" /> : <ShoppingCartOutlined aria-hidden="true" />}
      <span>{t('cart.add')}</span>
    </button>
  );
}
