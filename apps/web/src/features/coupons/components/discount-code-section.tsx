import { applyDiscountCodeSchema } from '@kontor/domain/coupons/coupons-schemas';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney } from '../../../shared/format.ts';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { paths } from '../../../shared/paths.ts';
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

/**
 * The discount code of the checkout (spec §3 "Other" coupon code; decision 057): the buyer types a
 * code, the server checks it and takes it off the contract's totals; the field shows the server's
 * message when it does not apply. Kept apart from the points discount beside it.
 */
export function DiscountCodeSection({ contractId, onChanged, member }: DiscountCodeSectionProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [form] = Form.useForm<{ couponCode: string }>();
  const current = useContractDiscount(contractId);
  const { apply, remove } = useDiscountCodeMutations(contractId, onChanged);

  const onFinish = ({ couponCode }: { couponCode: string }) => {
    const parsed = applyDiscountCodeSchema.shape.couponCode.safeParse(couponCode ?? '');
    if (!parsed.success) {
      form.setFields([{ name: 'couponCode', errors: [t(parsed.error.issues[0]!.message)] }]);
      return;
    }
    apply.mutate(
      { id: contractId, couponCode: parsed.data },
      {
        onSuccess: () => form.resetFields(),
        onError: (e) => {
          if (!applyServerFieldErrors(form, e, ['couponCode']))
            form.setFields([
              { name: 'couponCode', errors: [isApiError(e) ? e.message : t('coupons.checkout.failed')] },
            ]);
        },
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
          <Button onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('coupons.checkout.remove')}
          </Button>
          {remove.isError ? (
            <Alert
              type="error"
              showIcon
              title={isApiError(remove.error) ? remove.error.message : t('coupons.checkout.failed')}
            />
          ) : null}
        </div>
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
          <div className={styles.discountForm}>
            <Form.Item name="couponCode" label={t('coupons.checkout.label')}>
              <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} />
            </Form.Item>
            <Button className={styles.applyButton} htmlType="submit" loading={apply.isPending}>
              {t('coupons.checkout.apply')}
            </Button>
          </div>
          {member ? (
            <p className={styles.muted}>
              <Link className={styles.link} to={paths.coupons}>
                {t('coupons.checkout.hint')}
              </Link>
            </p>
          ) : null}
        </Form>
      )}
    </section>
  );
}
