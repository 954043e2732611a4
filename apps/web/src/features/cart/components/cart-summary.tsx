import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import styles from './cart.module.css';
import type { CartSummary as Summary } from './cart-lines.ts';

interface CartSummaryProps {
  summary: Summary;
  mobile: boolean;
  onCheckout: () => void;
}

/**
 * The cart footer (spec §2 "Cart footer summary"): items selected, subtotal, discount and total of the
 * selected lines, the tax-included note and CHECKOUT NOW, disabled while nothing is selected.
 * Shipping, codes and insurance are worked out on the checkout page.
 */
export function CartSummary({ summary, mobile, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const hintId = useId();
  const nothing = summary.itemCount <= 0;
  const discounted = Number(summary.discount.value) > 0;
  return (
    <aside
      className={mobile ? `${styles.summary} ${styles.summaryMobile}` : styles.summary}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="k-sr-only">
        {t('cart.summary.title')}
      </h2>
      <div className={styles.figures}>
        <p className={styles.selectedCount}>{t('cart.summary.selected', { count: summary.itemCount })}</p>
        <PairList
          className={styles.amounts}
          rows={[
            mobile ? null : [t('cart.summary.subtotal'), formatMoney(summary.subtotal)],
            discounted && !mobile
              ? [
                  t('cart.summary.discount'),
                  <>−{formatMoney(summary.discount)}</>,
                  { value: styles.discount },
                ]
              : null,
            [
              t('cart.summary.total'),
              formatMoney(summary.total),
              { row: styles.totalRow, value: styles.total },
            ],
          ]}
        />
        <p className={styles.taxNote}>
          {mobile ? t('cart.summary.taxIncludedShort') : t('cart.summary.taxIncluded')}
        </p>
      </div>
      <div className={styles.checkout}>
        <Button
          type="primary"
          size="large"
          disabled={nothing}
          onClick={onCheckout}
          aria-describedby={nothing ? hintId : undefined}
          block={mobile}
        >
          {t('cart.checkout')}
        </Button>
        {nothing ? (
          <p id={hintId} className={styles.checkoutHint}>
            {t('cart.summary.selectToCheckout')}
          </p>
        ) : null}
      </div>
      <p className="k-sr-only" aria-live="polite">
        {t('cart.summary.announce', {
          count: summary.itemCount,
          total: formatMoney(summary.total),
        })}
      </p>
    </aside>
  );
}
