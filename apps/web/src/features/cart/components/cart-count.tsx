import { useFormatNumber } from '../../../shared/format.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useCartLines } from '../api/query-cart-lines.ts';
import styles from './cart.module.css';
import { cartItemCount } from './cart-item-count.ts';

/**
 * How many items the cart holds, for the header on every page; null while unknown or without a
 * session (a visitor who never added anything has no cart). It reads the cart query, so adding,
 * changing, removing and the merge at sign-in (which refetches everything) keep it current.
 */
export function useCartCount(): number | null {
  const user = useCurrentUser().data;
  const cart = useCartLines(!!user);
  return user && cart.data ? cartItemCount(cart.data.lines) : null;
}

/** The count beside the cart link; the link's accessible name carries it (`banner.cartWithCount`). */
export function CartCountBadge({ count }: { count: number | null }) {
  const formatNumber = useFormatNumber();
  if (!count) return null;
  return (
    <span className={styles.headerCount} aria-hidden="true" data-testid="cart-count">
      {formatNumber(count)}
    </span>
  );
}
