import { useFormatNumber } from '../../../shared/format.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useAfterLoad } from '../../../shared/ui/use-after-load.ts';
import { useCartLines } from '../api/query-cart-lines.ts';
import styles from './cart.module.css';
import { cartItemCount } from './cart-item-count.ts';

/**
 * How many items the cart holds, for the header on every page; null while unknown (and until the
 * first page has loaded) or without a session (a visitor who never added anything has no cart). It reads the cart query, so adding,
 * changing, removing and the merge at sign-in (which refetches everything) keep it current.
 */
export function useCartCount(): number | null {
  const user = useCurrentUser().data;
  // Not on the first screen's path: asked for once the first page has loaded (decision 079). The
  // cart page reads the same query at once; the badge then shows its answer.
  const afterLoad = useAfterLoad();
  const cart = useCartLines(!!user && afterLoad);
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
