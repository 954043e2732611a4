import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useCreateTradeContract } from '../../payments/index.ts';
import { useDeleteCartLines } from '../api/delete-cart-lines.ts';
import { CART_KEY } from '../api/keys.ts';
import { type CartLine, useCartLines } from '../api/query-cart-lines.ts';
import { useSelectAllCartLines } from '../api/select-all-cart-lines.ts';
import { useUpdateCartLines } from '../api/update-cart-line.ts';
import styles from '../components/cart.module.css';
import { groupByShop, isPurchasable, selectionOf } from '../components/cart-lines.ts';
import { CartShopGroup } from '../components/cart-shop-group.tsx';
import { CartSummary } from '../components/cart-summary.tsx';

/** /cart: the buyer's lines on this storefront by shop, their selection, quantities and the footer. */
export default function CartPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const site = useSite();
  const navigate = useNavigate();
  usePageTitle(t('cart.title'));
  const current = useCurrentUser();
  // A visitor without a session (not even a guest one) has no cart yet; adding a product starts one.
  const hasSession = !!current.data;
  const cart = useCartLines(hasSession);
  const update = useUpdateCartLines();
  const selectAll = useSelectAllCartLines();
  const remove = useDeleteCartLines();
  const createContract = useCreateTradeContract();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const fail = (error: unknown) => {
    const text = errorMessage(error, t);
    setAnnouncement(text);
    toast.error(text);
  };

  const removeLines = (lines: CartLine[]) => {
    remove.mutate(
      lines.map((l) => l.id),
      {
        onSuccess: () => {
          setAnnouncement(
            lines.length === 1
              ? t('cart.removed', { name: lines[0]!.sku.name })
              : t('cart.removedMany', { count: lines.length }),
          );
          // The removed line's button is gone; the heading is the next sensible place for focus.
          headingRef.current?.focus();
        },
        onError: fail,
      },
    );
  };

  const heading = (
    <div className={styles.heading}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        <ShoppingCartOutlined aria-hidden="true" /> {t('cart.title')}
      </h1>
      {cart.data && cart.data.lines.length > 0 ? (
        <p className={styles.subtitle}>{t('cart.lineCount', { count: cart.data.lines.length })}</p>
      ) : null}
    </div>
  );
  const live = (
    <p className="k-sr-only" role="status">
      {announcement}
    </p>
  );

  // Once the contract is made the lines have left the cart: until the checkout page takes over, the
  // cart reads empty, and "Your cart is empty" must not flash at a buyer who is on the way to pay.
  if (current.isPending || (hasSession && cart.isPending) || createContract.isSuccess) return <PageSpinner />;
  if (current.isError || cart.isError) {
    return (
      <section className={styles.page}>
        {heading}
        <ErrorAlert
          error={current.error ?? cart.error}
          onRetry={() => void (current.isError ? current.refetch() : cart.refetch())}
        />
      </section>
    );
  }

  const lines = cart.data?.lines ?? [];
  if (lines.length === 0) {
    return (
      <section className={styles.page}>
        {heading}
        {live}
        <div className={styles.empty}>
          <Empty description={<span className={styles.emptyTitle}>{t('cart.empty')}</span>}>
            <p className={styles.emptyText}>{t('cart.emptyText')}</p>
            <Link className={styles.emptyLink} to={paths.home}>
              {t('common.continueShopping')}
            </Link>
          </Empty>
        </div>
      </section>
    );
  }

  const groups = groupByShop(lines);
  const selection = selectionOf(lines);
  const selected = lines.filter((l) => l.isSelected && isPurchasable(l));

  return (
    <section className={styles.page}>
      {heading}
      {live}
      <div className={styles.toolbar}>
        <Checkbox
          checked={selection === 'all'}
          indeterminate={selection === 'some'}
          disabled={!lines.some(isPurchasable)}
          onChange={(e) => selectAll.mutate(e.target.checked, { onError: fail })}
        >
          {t('cart.selectAll')}
        </Checkbox>
        <Popconfirm
          title={t('cart.removeSelectedConfirm', { count: selected.length })}
          okText={t('cart.remove')}
          cancelText={t('cart.keep')}
          okButtonProps={{ danger: true }}
          onConfirm={() => removeLines(selected)}
          disabled={selected.length === 0}
        >
          <Button type="text" icon={<DeleteOutlined aria-hidden="true" />} disabled={selected.length === 0}>
            {t('cart.removeSelected')}
          </Button>
        </Popconfirm>
      </div>
      {mobile ? null : (
        <div className={styles.columns} aria-hidden="true">
          <span />
          <span>{t('cart.item')}</span>
          <span>{t('cart.unitPrice')}</span>
          <span>{t('cart.quantity')}</span>
          <span>{t('cart.amount')}</span>
          <span />
        </div>
      )}
      <div className={styles.groups}>
        {groups.map((group) => (
          <CartShopGroup
            key={group.shop.id}
            group={group}
            mobile={mobile}
            onSelectLines={(chosen, isSelected) =>
              update.mutate(
                chosen.map((l) => ({ id: l.id, isSelected })),
                { onError: fail },
              )
            }
            onQuantity={(line, skuQty) => update.mutate([{ id: line.id, skuQty }], { onError: fail })}
            onRemove={(line) => removeLines([line])}
          />
        ))}
      </div>
      {cart.data ? (
        <CartSummary
          summary={cart.data}
          site={site.code}
          mobile={mobile}
          checkingOut={createContract.isPending}
          onCheckout={() =>
            // CHECKOUT NOW: the selected lines become a contract; checkout shows it (spec §2).
            createContract.mutate(
              {},
              {
                onSuccess: ({ id }) => {
                  // The lines left the cart with the contract: the header's count is read again.
                  void queryClient.invalidateQueries({ queryKey: CART_KEY });
                  navigate(`${paths.checkout}?${new URLSearchParams({ tradeContractId: String(id) })}`);
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
