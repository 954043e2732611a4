import { sellerShipExchangeSchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCarriers } from '../../orders/index.ts';
import { type SellerAfterSalesOrder, useSellerShipExchange } from '../api/seller-after-sales.ts';

import { StepCard, StepFormEnd } from './seller-step-parts.tsx';

/** The replacement of an exchange goes out: carrier and tracking number. */
export function ShipExchangeForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ carrierId?: number; serviceCode?: string }>();
  const ship = useSellerShipExchange();
  const carriers = useCarriers();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  return (
    <StepCard id="ship-title" title={t('afterSales.seller.ship.title')}>
      <Form
        form={form}
        layout="vertical"
        name="seller-ship-exchange"
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          ship.mutate(
            { id: order.id, carrierId: Number(v.carrierId), serviceCode: (v.serviceCode ?? '').trim() },
            {
              onSuccess: () => toast.success(t('afterSales.seller.ship.done')),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['carrierId', 'serviceCode'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item
          name="carrierId"
          label={t('afterSales.shipping.carrier')}
          required
          rules={[
            zodRule(sellerShipExchangeSchema, 'carrierId', { required: 'afterSales.errors.carrierRequired' }),
          ]}
        >
          <Select
            placeholder={t('afterSales.shipping.carrierPlaceholder')}
            loading={carriers.isPending}
            options={(carriers.data ?? []).map((c) => ({ value: c.id, label: c.entityName }))}
          />
        </Form.Item>
        <Form.Item
          name="serviceCode"
          label={t('afterSales.shipping.tracking')}
          required
          rules={[
            zodRule(sellerShipExchangeSchema, 'serviceCode', {
              required: 'afterSales.errors.trackingRequired',
            }),
          ]}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <StepFormEnd error={error} pending={ship.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}
