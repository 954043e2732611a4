import { Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { fieldMoney } from '../../../shared/forms/number-field.ts';
import { NumberInput, numberRule } from '../../../shared/forms/number-input.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { type SellerAfterSalesOrder, useSellerReceive } from '../api/seller-after-sales.ts';
import { RejectReasonItem, StepCard, StepFormEnd } from './seller-step-parts.tsx';

interface ReceiveValues {
  decision: 'pass' | 'reject';
  qcRejectReason?: string;
  refundShippingAmt?: string | null;
}

/** The return arrived: pass its quality check (and refund the return shipping) or reject it with a reason. */
export function ReceiveForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ReceiveValues>();
  const receive = useSellerReceive();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const decision = Form.useWatch('decision', form) ?? 'pass';
  const currency = order.applyRefundAmt?.currency ?? 'EUR';
  return (
    <StepCard id="receive-title" title={t('afterSales.seller.receive.title')}>
      <Form<ReceiveValues>
        form={form}
        layout="vertical"
        name="seller-receive"
        initialValues={{ decision: 'pass' }}
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          const pass = v.decision === 'pass';
          const shipping = fieldMoney(v.refundShippingAmt, i18n.language);
          receive.mutate(
            {
              id: order.id,
              pass,
              ...(pass ? {} : { qcRejectReason: v.qcRejectReason?.trim() }),
              ...(pass && shipping !== undefined ? { refundShippingAmt: { value: shipping, currency } } : {}),
            },
            {
              onSuccess: () => toast.success(t('afterSales.seller.receive.done')),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['qcRejectReason', 'refundShippingAmt'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item name="decision" label={t('afterSales.seller.receive.decision')}>
          <Radio.Group
            options={[
              { value: 'pass', label: t('afterSales.seller.receive.pass') },
              { value: 'reject', label: t('afterSales.seller.receive.reject') },
            ]}
          />
        </Form.Item>
        {decision === 'reject' ? (
          <RejectReasonItem name="qcRejectReason" />
        ) : order.reverseTradeOrderType !== 'SALE_EXCHANGE' ? (
          <Form.Item
            name="refundShippingAmt"
            label={t('afterSales.seller.receive.shipping')}
            rules={[numberRule({ kind: 'money', optional: true, bounds: { min: 0 } })]}
          >
            <NumberInput prefix={currency} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <StepFormEnd error={error} pending={receive.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}
