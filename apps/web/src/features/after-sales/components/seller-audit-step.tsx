import { Checkbox, Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { fieldMoney } from '../../../shared/forms/number-field.ts';
import { NumberInput, numberRule } from '../../../shared/forms/number-input.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { type SellerAfterSalesOrder, useSellerAudit } from '../api/seller-after-sales.ts';
import { RejectReasonItem, StepCard, StepFormEnd } from './seller-step-parts.tsx';

interface AuditValues {
  decision: 'approve' | 'reject';
  auditRejectReason?: string;
  refundOnly?: boolean;
  refundAmt?: string | null;
}

/** The audit step: approve the application (with the refund it grants) or reject it with a reason. */
export function AuditForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const [form] = Form.useForm<AuditValues>();
  const audit = useSellerAudit();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const decision = Form.useWatch('decision', form) ?? 'approve';
  const currency = order.applyRefundAmt?.currency ?? 'EUR';
  const canChangeType =
    order.reverseTradeOrderType === 'SALE_RETURN' || order.reverseTradeOrderType === 'SALE_EXCHANGE';
  return (
    <StepCard id="audit-title" title={t('afterSales.seller.audit.title')}>
      <Form<AuditValues>
        form={form}
        layout="vertical"
        name="seller-audit"
        initialValues={{ decision: 'approve', refundOnly: false }}
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          const approve = v.decision === 'approve';
          const refund = fieldMoney(v.refundAmt, i18n.language);
          audit.mutate(
            {
              id: order.id,
              approve,
              ...(approve ? {} : { auditRejectReason: v.auditRejectReason?.trim() }),
              ...(approve && v.refundOnly ? { changeType: 'SALE_REFUND' as const } : {}),
              ...(approve && refund !== undefined ? { refundAmt: { value: refund, currency } } : {}),
            },
            {
              onSuccess: () =>
                toast.success(
                  approve ? t('afterSales.seller.audit.approved') : t('afterSales.seller.audit.rejected'),
                ),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['auditRejectReason', 'refundAmt'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item name="decision" label={t('afterSales.seller.audit.decision')}>
          <Radio.Group
            options={[
              { value: 'approve', label: t('afterSales.seller.audit.approve') },
              { value: 'reject', label: t('afterSales.seller.audit.reject') },
            ]}
          />
        </Form.Item>
        {decision === 'reject' ? (
          <RejectReasonItem name="auditRejectReason" />
        ) : (
          <>
            {canChangeType ? (
              <Form.Item name="refundOnly" valuePropName="checked">
                <Checkbox>{t('afterSales.seller.audit.refundOnly')}</Checkbox>
              </Form.Item>
            ) : null}
            {order.reverseTradeOrderType !== 'SALE_EXCHANGE' ? (
              <Form.Item
                name="refundAmt"
                label={t('afterSales.seller.audit.amount')}
                extra={t('afterSales.seller.audit.amountHint', {
                  amount: formatMoney(order.applyRefundAmt) || '—',
                })}
                rules={[numberRule({ kind: 'money', optional: true, bounds: { min: 0 } })]}
              >
                <NumberInput prefix={currency} style={{ width: 200 }} />
              </Form.Item>
            ) : null}
          </>
        )}
        <StepFormEnd error={error} pending={audit.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}
