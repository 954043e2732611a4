import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney } from '../../../shared/format.ts';
import { controlStyles, PlainButton } from '../../../shared/ui/controls.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useApplyContractPoints } from '../api/apply-contract-points.ts';
import styles from './payments.module.css';

/**
 * The checkout's points discount (spec §3 "Other", §5; decision 050): the buyer's balance, the
 * minimum, the step and what a point is worth; usable only when the contract's discountable points
 * are above 0. Ticking "Use points" takes the most the contract allows; another number within
 * minimum, step and maximum can be applied. Once paying has started the choice is final.
 */
export function CheckoutPoints({ contract }: { contract: TradeContractDetail }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const apply = useApplyContractPoints();
  const d = contract.pointsDiscount;
  const [typed, setTyped] = useState<string | null>(null);
  const fieldId = useId();
  if (!d) return null;
  const use = (points: number) => {
    apply.reset();
    apply.mutate({ id: contract.id, discountPoint: points }, { onSuccess: () => setTyped(null) });
  };
  const shown = typed ?? String(d.discountPoint || d.discountablePoint);
  const fieldError =
    isApiError(apply.error) && apply.error.fields.some((f) => f.path === 'discountPoint')
      ? apply.error
      : null;
  return (
    <section className={styles.section} aria-labelledby="checkout-points" data-testid="checkout-points">
      <h2 id="checkout-points" className={styles.sectionTitle}>
        {t('checkoutPoints.title')}
      </h2>
      <p className={styles.note}>{t('checkoutPoints.balance', { count: d.pointBalance })}</p>
      {d.locked ? (
        <p className={styles.note}>
          {t('checkoutPoints.locked', { count: d.discountPoint, amount: money(d.discountAmount) })}
        </p>
      ) : !d.usable ? (
        <p className={styles.note}>{t('checkoutPoints.notUsable', { min: d.minDiscountablePoint })}</p>
      ) : (
        <>
          <p className={styles.note}>
            {t('checkoutPoints.rule', {
              min: d.minDiscountablePoint,
              step: d.discountStep,
              value: money(d.exchangeRate),
            })}{' '}
            {t('checkoutPoints.most', { count: d.discountablePoint })}
          </p>
          <label className={controlStyles.choice}>
            <input
              type="checkbox"
              checked={d.discountPoint > 0}
              disabled={apply.isPending}
              onChange={(e) => use(e.target.checked ? d.discountablePoint : 0)}
            />
            <span>{t('checkoutPoints.use')}</span>
          </label>
          {d.discountPoint > 0 ? (
            <div className={styles.field}>
              <label htmlFor={fieldId}>{t('checkoutPoints.amount')}</label>
              <div className={styles.pointsRow}>
                {/* A text field that keeps what was typed, as NumberInput does (decision 020). */}
                <input
                  id={fieldId}
                  className={controlStyles.input}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  value={shown}
                  onChange={(e) => setTyped(e.target.value)}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${fieldId}-error` : undefined}
                />
                <PlainButton
                  loading={apply.isPending}
                  onClick={() => {
                    const n = Number(shown.trim());
                    use(Number.isFinite(n) ? n : -1);
                  }}
                >
                  {t('checkoutPoints.apply')}
                </PlainButton>
              </div>
              {fieldError ? (
                <p id={`${fieldId}-error`} className={styles.error}>
                  {t('checkoutPoints.errors.invalid')}
                </p>
              ) : null}
              <p className={styles.note} data-testid="checkout-points-applied">
                {t('checkoutPoints.applied', { count: d.discountPoint, amount: money(d.discountAmount) })}
              </p>
            </div>
          ) : null}
        </>
      )}
      {apply.error && !fieldError ? <ErrorAlert error={apply.error} /> : null}
    </section>
  );
}
