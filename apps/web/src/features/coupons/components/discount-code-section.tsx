import { couponCodeProblem, normaliseCouponCode } from '@kontor/domain/coupons/coupon-code';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney } from '../../../shared/format.ts';
import { paths } from '../../../shared/paths.ts';
import { controlStyles, Notice, PlainButton } from '../../../shared/ui/controls.tsx';
import { useDiscountCodeMutations } from '../api/apply-discount-code.ts';
import { useContractDiscount } from '../api/contract-discount.ts';
import styles from './coupons.module.css';

interface DiscountCodeSectionProps {
  contractId: number;
  /** The contract's totals changed: the page reads its contract again. */
  onChanged: () => unknown;
  /** A guest has no coupons: the section says nothing about My coupons then. */
  member: boolean;
}

/** The server's message for the code field, if it named that field. */
function serverFieldMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const messages = error.fields.filter((f) => f.path.split('.')[0] === 'couponCode').map((f) => f.message);
  return messages.length ? messages.join(' ') : null;
}

/**
 * The discount code of the checkout (spec §3 "Other" coupon code; decision 057): the buyer types a
 * code, the server checks it and takes it off the contract's totals; the field shows the server's
 * message when it does not apply. Kept apart from the points discount beside it. Plain markup and
 * the code's zod-free rules (`coupon-code.ts`): the checkout's first screen loads neither antd nor
 * zod (decision 075).
 */
export function DiscountCodeSection({ contractId, onChanged, member }: DiscountCodeSectionProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldId = useId();
  const current = useContractDiscount(contractId);
  const { apply, remove } = useDiscountCodeMutations(contractId, onChanged);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const problem = couponCodeProblem(typed);
    if (problem) {
      setFieldError(t(problem));
      return;
    }
    apply.mutate(
      { id: contractId, couponCode: normaliseCouponCode(typed) },
      {
        onSuccess: () => {
          setTyped('');
          setFieldError(null);
        },
        onError: (e) =>
          setFieldError(serverFieldMessage(e) ?? (isApiError(e) ? e.message : t('coupons.checkout.failed'))),
      },
    );
  };

  const held = current.data?.couponCode ? current.data : null;
  return (
    <section className={`${styles.section} ${styles.inCheckout}`} aria-labelledby="checkout-discount-code">
      <h2 id="checkout-discount-code" className={styles.sectionTitle}>
        {t('coupons.checkout.title')}
      </h2>
      {held ? (
        <div className={styles.applied}>
          <span role="status" data-testid="discount-applied">
            {t('coupons.checkout.applied', { code: held.couponCode, amount: money(held.discountAmt) })}
          </span>
          <PlainButton onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('coupons.checkout.remove')}
          </PlainButton>
          {remove.isError ? (
            <Notice type="error">
              {isApiError(remove.error) ? remove.error.message : t('coupons.checkout.failed')}
            </Notice>
          ) : null}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className={styles.discountForm}>
            <div className={styles.discountField}>
              <label htmlFor={fieldId}>{t('coupons.checkout.label')}</label>
              <input
                id={fieldId}
                className={controlStyles.input}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setFieldError(null);
                }}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${fieldId}-error` : undefined}
              />
              {fieldError ? (
                <p id={`${fieldId}-error`} className={styles.fieldError} role="alert">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <PlainButton className={styles.applyButton} type="submit" loading={apply.isPending}>
              {t('coupons.checkout.apply')}
            </PlainButton>
          </div>
          {member ? (
            <p className={styles.muted}>
              <Link className={styles.link} to={paths.coupons}>
                {t('coupons.checkout.hint')}
              </Link>
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
