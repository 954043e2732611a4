import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './after-sales.module.css';
import { FormError } from './form-error.tsx';

/** A seller's step in the drawer: a card with its title and form. */
export function StepCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The end of a step's form: what the server refused, the submit button and the error announcer. */
export function StepFormEnd({
  error,
  pending,
  announcer,
}: {
  error: unknown;
  pending: boolean;
  announcer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('afterSales.seller.submit')}
      </Button>
      {announcer}
    </>
  );
}

/** The reason a rejection must give (audit or quality check). */
export function RejectReasonItem({ name }: { name: 'auditRejectReason' | 'qcRejectReason' }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('afterSales.seller.rejectReason')}
      required
      rules={[{ required: true, whitespace: true, message: t('afterSales.errors.rejectReasonRequired') }]}
    >
      <Input.TextArea maxLength={500} showCount rows={3} />
    </Form.Item>
  );
}
