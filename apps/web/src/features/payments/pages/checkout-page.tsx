import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { AntdScope } from '../../../shared/ui/antd-scope.tsx';
import { Notice, PlainButton, SkeletonLines } from '../../../shared/ui/controls.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { DiscountCodeSection } from '../../coupons/index.ts';
import { contractDetailQuery, useContractDetail } from '../api/contract-detail.ts';
import { CASHIER_KEY } from '../api/keys.ts';
import { useCashier } from '../api/render-cashier.ts';
import { CheckoutAddresses } from '../components/checkout-addresses.tsx';
import { CheckoutDelivery } from '../components/checkout-delivery.tsx';
import { CheckoutPoints } from '../components/checkout-points.tsx';
import {
  type PaymentChoice,
  PaymentSection,
  type PaymentSectionHandle,
} from '../components/payment-section.tsx';
import styles from '../components/payments.module.css';
import { useStartPayment } from '../components/use-start-payment.ts';
import { readContractId } from '../model/contract-id.ts';

/**
 * /checkout?tradeContractId (spec §2): the contract's addresses and orders, the payment channels the
 * server leaves for it, and paying (the start decision, the double-payment dialog, the provider's next
 * step, then /buyer/pay-result).
 */
const CheckoutDialogs = lazy(() => import('../components/checkout-dialogs.tsx'));

export default function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.checkout.title'));
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = readContractId(query.get('tradeContractId'));
  const contract = useContractDetail(id);
  // Only the first answer is deferred (decision 075): the page's body renders as a transition that
  // yields, not as one long task. Later answers show at once: a deferred contract lags behind the
  // control that changed it, and a chosen address flicked back to the old one (decision 071).
  const firstShown = useDeferredValue(contract.data);
  const shown = firstShown === undefined ? undefined : contract.data;

  // A sold-out line or a changed price (spec §8): warn and go back to the cart.
  useEffect(() => {
    const e = contract.error;
    if (isApiError(e) && (e.code === 'ITEM_SOLD_OUT' || e.code === 'PRICE_CHANGED')) {
      toast.warning(t('payments.messages.soldOut'));
      navigate(paths.cart, { replace: true });
    }
  }, [contract.error, navigate, t]);

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.sectionTitle}>
        {t('payments.checkout.title')}
      </h1>
      {id === null ? (
        <Notice type="info" action={<Link to={paths.cart}>{t('cart.backToCart')}</Link>}>
          {t('payments.checkout.noContract')}
        </Notice>
      ) : contract.isError ? (
        <ErrorAlert error={contract.error} onRetry={() => void contract.refetch()} />
      ) : contract.isPending || !shown ? (
        <SkeletonLines rows={8} />
      ) : (
        <CheckoutBody contract={shown} />
      )}
    </section>
  );
}

function CheckoutBody({ contract }: { contract: TradeContractDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const site = useSite();
  const user = useCurrentUser();
  const member = isMember(user.data);
  const shipCountry = contract.selectedAddress?.country;
  const addressMissing = contract.needsShipping && !contract.selectedAddress;
  const cashier = useCashier({
    environment: 'PC',
    countryCode: site.country,
    site: site.code,
    ...(typeof shipCountry === 'string' && /^[A-Za-z]{2}$/.test(shipCountry)
      ? { excludeCountry: shipCountry }
      : {}),
    tradeContractId: contract.id,
  });
  const section = useRef<PaymentSectionHandle>(null);
  const payment = useStartPayment(contract);
  const [walletChoice, setWalletChoice] = useState<PaymentChoice | null>(null);
  // The dialogs mount the first time one opens and stay (antd's closing animation, focus return).
  const [dialogsMounted, setDialogsMounted] = useState(false);
  if (!dialogsMounted && (payment.doublePay.open || walletChoice !== null)) setDialogsMounted(true);
  const queryClient = useQueryClient();
  // A discount code changes the totals: the contract and the channels (their filters read the amount).
  const onTotalsChanged = async () => {
    await queryClient.invalidateQueries({ queryKey: contractDetailQuery(contract.id).queryKey });
    await queryClient.invalidateQueries({ queryKey: CASHIER_KEY });
  };

  const onPay = () => {
    const choice = section.current?.check();
    if (!choice) return;
    // The device wallet opens in a modal with its single button (spec §2).
    if (choice.channel.method === 'device_wallet') setWalletChoice(choice);
    else void payment.start(choice);
  };

  return (
    <div className={styles.columns}>
      <div className={styles.stack}>
        {contract.needsShipping ? (
          <CheckoutAddresses contract={contract} />
        ) : (
          // A paid membership alone ships nothing (decision 052), nor do orders picked up at the
          // shop (decision 066): no address is asked.
          <p className={styles.note} data-testid="checkout-no-shipping">
            {contract.tradeOrderList.every((o) => o.fulfillmentType === 'SITE_PICK_UP')
              ? t('delivery.pickUpNoAddress')
              : t('superMember.noShipping')}
          </p>
        )}
        {/* Something is carried, or picked up: the delivery options (decision 066). */}
        {contract.needsShipping ||
        contract.tradeOrderList.some((o) => o.fulfillmentType === 'SITE_PICK_UP') ? (
          <CheckoutDelivery contract={contract} />
        ) : null}
        {contract.payablePaymentOrderId !== null && !contract.tradeOrderList.some((o) => o.preSale) ? (
          <DiscountCodeSection contractId={contract.id} onChanged={onTotalsChanged} member={member} />
        ) : null}
        {member ? <CheckoutPoints contract={contract} /> : null}
        <section className={styles.section} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={styles.sectionTitle}>
            {t('payments.checkout.payment')}
          </h2>
          <PaymentSection
            ref={section}
            cashier={cashier.data}
            loading={cashier.isPending}
            failed={cashier.isError}
            onRetry={() => void cashier.refetch()}
            member={member}
          />
        </section>
      </div>
      <aside className={styles.section} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.sectionTitle}>
          {t('payments.checkout.summary')}
        </h2>
        {contract.tradeOrderList.map((order) => (
          <div key={order.id} className={styles.cardList}>
            <strong>
              {t('payments.checkout.orderOf', { code: order.tradeOrderCode, shop: order.shop.siteName })}
            </strong>
            {order.tradeOrderLineList.map((line) => (
              <div key={line.id} className={styles.summaryRow}>
                <span>
                  {line.name}
                  <br />
                  <small>{t('payments.checkout.quantity', { count: line.tradeQty })}</small>
                </span>
                <span>{money(line.needPaySkuAmt)}</span>
              </div>
            ))}
            <div className={styles.summaryRow}>
              <span>{t('payments.checkout.shippingCost')}</span>
              <span data-testid="checkout-shipping">{money(order.shippingAmt)}</span>
            </div>
            {Number(order.serviceChargeAmt.value) > 0 ? (
              <div className={styles.summaryRow}>
                <span>{t('delivery.summaryService')}</span>
                <span data-testid="checkout-service-charge">{money(order.serviceChargeAmt)}</span>
              </div>
            ) : null}
            {Number(order.insuranceAmt.value) > 0 ? (
              <div className={styles.summaryRow}>
                <span>{t('delivery.summaryInsurance')}</span>
                <span data-testid="checkout-insurance">{money(order.insuranceAmt)}</span>
              </div>
            ) : null}
            <div className={styles.summaryRow}>
              <span>{t('payments.checkout.tax')}</span>
              <span>{money(order.taxAmt)}</span>
            </div>
          </div>
        ))}
        {contract.pointsDiscount && contract.pointsDiscount.discountPoint > 0 ? (
          <div className={styles.summaryRow}>
            <span>{t('checkoutPoints.summary')}</span>
            <span data-testid="checkout-points-discount">
              −{money(contract.pointsDiscount.discountAmount)}
            </span>
          </div>
        ) : null}
        <div className={styles.summaryRow}>
          <strong>{t('payments.checkout.due')}</strong>
          <strong data-testid="checkout-due">{money(contract.needPayAmt)}</strong>
        </div>
        {member ? (
          <p className={styles.note} data-testid="checkout-earn-points">
            {t('payments.checkout.earnPoints', {
              count: contract.tradeOrderList.reduce((sum, o) => sum + o.earnPoints, 0),
            })}
            {contract.paidServiceActive ? ` ${t('payments.checkout.paidServiceBenefit')}` : null}
          </p>
        ) : null}
        <PlainButton
          kind="primary"
          size="large"
          block
          loading={payment.busy}
          disabled={!cashier.data || contract.payablePaymentOrderId === null || addressMissing}
          aria-describedby={addressMissing ? 'checkout-pay-needs-address' : undefined}
          onClick={onPay}
        >
          {t('payments.checkout.payNow')}
        </PlainButton>
        {!addressMissing ? null : (
          <p id="checkout-pay-needs-address" className={styles.note}>
            {t('checkoutErrors.addressRequired')}
          </p>
        )}
      </aside>
      {dialogsMounted ? (
        <AntdScope fallback={null}>
          <CheckoutDialogs
            doublePayOpen={payment.doublePay.open}
            onPayAgain={() => void payment.doublePay.payAgain()}
            onWait={payment.doublePay.wait}
            walletChoice={walletChoice}
            onWalletClose={() => setWalletChoice(null)}
            onWalletPay={(choice) => void payment.start(choice)}
            busy={payment.busy}
          />
        </AntdScope>
      ) : null}
    </div>
  );
}
