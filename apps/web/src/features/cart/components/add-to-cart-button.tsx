import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { type NewCartLine, useBatchCreateCartLines } from '../api/batch-create-cart-lines.ts';

interface AddToCartButtonProps {
  line: Omit<NewCartLine, 'cartLineTypeDict' | 'skuQty'> & { skuQty?: number };
  /** The product's name, so the button says what it adds. */
  productName: string;
  block?: boolean;
}

/** Adds one product to the cart and says "N items added to cart". */
export function AddToCartButton({ line, productName, block }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const add = useBatchCreateCartLines();

  const onClick = () =>
    add.mutate([{ ...line, skuQty: line.skuQty ?? 1, cartLineTypeDict: 'NORMAL_SALE_B2C' }], {
      onSuccess: (added) => toast.success(t('cart.added', { count: added.quantity })),
      onError: (error) => toast.error(errorMessage(error, t)),
    });

  return (
    <Button
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden="true" />}
      loading={add.isPending}
      onClick={onClick}
      block={block}
      aria-label={t('cart.addNamed', { name: productName })}
    >
      {t('cart.add')}
    </Button>
  );
}
