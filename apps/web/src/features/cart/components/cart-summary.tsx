import { canCheckout, cartDiscount, type CartSummary as Summary } from '@kontor/domain/cart/cart-summary';
import type { SiteCode } from '@kontor/domain/sites';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import styles from './cart.module.css';
import { PaymentLogos } from './payment-logos.tsx';

interface CartSummaryProps {
  /** The server's summary of the selected lines (spec §3), moved along while a change is on its way. */
  summary: Summary;
  site: SiteCode;
  mobile: boolean;
  onCheckout: () => void;
  /** The contract is being made (CHECKOUT NOW shows it is busy). */
  checkingOut?: boolean;
}

/**
 * The cart footer (spec §2 "Cart footer summary"): tax, discount (original + insurance − total), the
 * code note (codes are applied at checkout), insurance, the grand total, the tax-included note and
 * CHECKOUT NOW, disabled while the selected quantity is 0; the storefront's payment logos under it.
 * On phones the sticky bar keeps the total and the button; the other figures sit above it.
 */
export function CartSummary({ summary, site, mobile, onCheckout, checkingOut }: CartSummaryProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const hintId = useId();
  const disabled = !canCheckout(summary);
  const discount = cartDiscount(summary);
  const figures = (
    <PairList
      className={styles.amounts}
      rows={[
        [t('cart.summary.tax'), formatMoney(summary.taxAmt)],
        [
          t('cart.summary.discount'),
          Number(discount.value) > 0 ? <>−{formatMoney(discount)}</> : formatMoney(discount),
          Number(discount.value) > 0 ? { value: styles.discount } : {},
        ],
        [t('cart.summary.code'), t('cart.summary.codeAtCheckout'), { value: styles.codeNote }],
        [t('cart.summary.insurance'), formatMoney(summary.insuranceTotalAmt)],
      ]}
    />
  );
  const total = (
    <PairList
      className={styles.amounts}
      rows={[
        [
          t('cart.summary.grandTotal'),
          formatMoney(summary.totalAmt),
          { row: styles.totalRow, value: styles.total },
        ],
      ]}
    />
  );
  return (
    <>
      {mobile ? (
        <div className={styles.mobileFigures}>
          {figures}
          <p className={styles.taxNote}>{t('cart.summary.taxIncluded')}</p>
        </div>
      ) : null}
      <aside
        className={mobile ? `${styles.summary} ${styles.summaryMobile}` : styles.summary}
        aria-labelledby={titleId}
        data-testid="cart-summary"
      >
        <h2 id={titleId} className="k-sr-only">
          {t('cart.summary.title')}
        </h2>
        <div className={styles.figures}>
          <p className={styles.selectedCount}>{t('cart.summary.selected', { count: summary.selectedQty })}</p>
          {mobile ? null : figures}
          {total}
          <p className={styles.taxNote}>
            {mobile ? t('cart.summary.taxIncludedShort') : t('cart.summary.taxIncluded')}
          </p>
        </div>
        <div className={styles.checkout}>
          <Button
            type="primary"
            size="large"
            disabled={disabled}
            loading={checkingOut}
            onClick={onCheckout}
            aria-describedby={disabled ? hintId : undefined}
            block={mobile}
          >
            {t('cart.checkout')}
          </Button>
          {disabled ? (
            <p id={hintId} className={styles.checkoutHint}>
              {t('cart.summary.selectToCheckout')}
            </p>
          ) : null}
        </div>
        <p className="k-sr-only" aria-live="polite">
          {t('cart.summary.announce', {
            count: summary.selectedQty,
            total: formatMoney(summary.totalAmt),
          })}
        </p>
      </aside>
      <PaymentLogos site={site} />
    </>
  );
}
