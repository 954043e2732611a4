import type { MyCoupon } from '@kontor/domain/coupons/coupons-responses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { to } from '../../../shared/paths.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { useRevealCouponPassword } from '../api/reveal-coupon-password.ts';
import styles from './coupons.module.css';

const MASK = '••••••';

/** One coupon or voucher code: its code (copyable), the password masked until shown, validity, use. */
export function CouponCard({ coupon }: { coupon: MyCoupon }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const formatDate = useFormatDateTime();
  const reveal = useRevealCouponPassword();
  const [password, setPassword] = useState<string | null>(null);
  const used = coupon.usedStatus === 'USED';
  const expired = !used && coupon.validUntil !== null && new Date(coupon.validUntil).getTime() < Date.now();
  const passwordId = `coupon-password-${coupon.source}-${coupon.id}`;

  const toggle = () => {
    if (password !== null) return setPassword(null);
    reveal.mutate(
      { id: coupon.id, source: coupon.source },
      { onSuccess: (r) => setPassword(r.couponsPassword ?? '') },
    );
  };

  return (
    <li className={used || expired ? `${styles.card} ${styles.cardUsed}` : styles.card}>
      <p className={styles.name}>
        {coupon.nameKey
          ? // A prize's name says what it is worth ("Discount code worth {{amount}}").
            t(coupon.nameKey, { amount: coupon.discountAmt ? money(coupon.discountAmt) : '' })
          : t('coupons.orderCode')}
      </p>
      {coupon.discountAmt ? (
        <p className={styles.amount}>{t('coupons.discount', { amount: money(coupon.discountAmt) })}</p>
      ) : null}
      {coupon.minAmt ? (
        <p className={styles.muted}>{t('coupons.minimum', { amount: money(coupon.minAmt) })}</p>
      ) : null}
      <div className={styles.row}>
        <span className={styles.label}>{t('coupons.code')}</span>
        <span className={styles.value} data-testid="coupon-code">
          {coupon.couponCode}
        </span>
        <CopyButton text={coupon.couponCode} label={t('coupons.copy', { code: coupon.couponCode })} />
      </div>
      {coupon.hasPassword ? (
        <div className={styles.row}>
          <span className={styles.label} id={`${passwordId}-label`}>
            {t('coupons.password')}
          </span>
          <span className={styles.value} id={passwordId} aria-live="polite" data-testid="coupon-password">
            {password === null ? (
              <>
                <span aria-hidden="true">{MASK}</span>
                <span className="k-sr-only">{t('coupons.hidden')}</span>
              </>
            ) : (
              password
            )}
          </span>
          <button
            type="button"
            className={styles.action}
            aria-controls={passwordId}
            aria-expanded={password !== null}
            disabled={reveal.isPending}
            onClick={toggle}
          >
            {password === null ? t('coupons.reveal') : t('coupons.hide')}
          </button>
          {reveal.isError ? (
            <span role="alert" className={styles.muted}>
              {isApiError(reveal.error) ? reveal.error.message : t('coupons.loadError')}
            </span>
          ) : null}
        </div>
      ) : null}
      <p className={styles.muted}>
        {used
          ? coupon.usedTime
            ? t('coupons.usedAt', { date: formatDate(coupon.usedTime, false) })
            : t('coupons.used')
          : coupon.validUntil
            ? t(expired ? 'coupons.expired' : 'coupons.validUntil', {
                date: formatDate(coupon.validUntil, false),
              })
            : coupon.validFrom
              ? t('coupons.validFrom', { date: formatDate(coupon.validFrom, false) })
              : null}
      </p>
      {coupon.orderId ? (
        <Link className={styles.link} to={to('orderDetail', { orderId: coupon.orderId })}>
          {t('coupons.viewOrder')}
        </Link>
      ) : null}
    </li>
  );
}
