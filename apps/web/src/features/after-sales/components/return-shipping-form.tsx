import { CheckOutlined, RightOutlined } from '@ant-design/icons';
import { postBackSchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { Button, Drawer, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../shared/api-client.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { type Carrier, useCarriers } from '../../orders/index.ts';
import { postBackPayload, usePostBack } from '../api/post-back.ts';
import styles from './after-sales.module.css';
import { FormError } from './form-error.tsx';

/** The form's two fields, checked by the server's own rules (postBackSchema). */
const parcel = postBackSchema.shape.fulfillmentProgressList.element.shape;
const shippingFormSchema = z.object({
  carrierId: parcel.fulfillmentServiceProvider.shape.id,
  serviceCode: parcel.serviceCode,
});

interface ShippingValues {
  carrierId?: number;
  serviceCode?: string;
  /** Hidden: what the parcel is for (spec §2: defaults to return). */
  type: 'RETURN';
}

/**
 * The buyer's return parcel: carrier and tracking number (spec §5 "Return shipping"). The carrier
 * comes from a select, or on phones from a bottom sheet list. The submit button stays disabled
 * once pressed (it comes back only if the call fails).
 */
export function ReturnShippingForm({
  reverseOrderId,
  sheet,
  onDone,
  onCancel,
}: {
  reverseOrderId: number;
  sheet?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShippingValues>();
  const carriers = useCarriers();
  const postBack = usePostBack();
  const [pressed, setPressed] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();

  const onFinish = (values: ShippingValues) => {
    setFormError(null);
    // Disabled from the first press that sends; a refused call gives the button back.
    setPressed(true);
    postBack.mutate(postBackPayload(reverseOrderId, Number(values.carrierId), values.serviceCode ?? ''), {
      onSuccess: onDone,
      onError: (error) => {
        setPressed(false);
        const fields = isApiError(error)
          ? error.fields.flatMap((f) => {
              const name = f.path.endsWith('serviceCode')
                ? 'serviceCode'
                : f.path.startsWith('fulfillmentProgressList')
                  ? 'carrierId'
                  : null;
              return name ? [{ name, errors: [f.message] }] : [];
            })
          : [];
        if (fields.length) form.setFields(fields as never);
        const mapped = fields.length > 0;
        if (!mapped) setFormError(error);
      },
    });
  };

  return (
    <Form<ShippingValues>
      form={form}
      name="return-shipping"
      layout="vertical"
      initialValues={{ type: 'RETURN' }}
      onFinish={onFinish}
      onFieldsChange={onFieldsChange}
      noValidate
    >
      <Form.Item name="type" hidden>
        <Input type="hidden" />
      </Form.Item>
      <Form.Item
        name="carrierId"
        label={t('afterSales.shipping.carrier')}
        required
        rules={[zodRule(shippingFormSchema, 'carrierId', { required: 'afterSales.errors.carrierRequired' })]}
        validateTrigger={['onChange', 'onBlur']}
        help={carriers.isError ? errorMessage(carriers.error, t) : undefined}
        validateStatus={carriers.isError ? 'error' : undefined}
      >
        {sheet ? (
          <CarrierSheet carriers={carriers.data ?? []} />
        ) : (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('afterSales.shipping.carrierPlaceholder')}
            loading={carriers.isPending}
            options={(carriers.data ?? []).map((c) => ({ value: c.id, label: c.entityName }))}
          />
        )}
      </Form.Item>
      <Form.Item
        name="serviceCode"
        label={t('afterSales.shipping.tracking')}
        required
        extra={t('afterSales.shipping.trackingHint')}
        rules={[
          zodRule(shippingFormSchema, 'serviceCode', { required: 'afterSales.errors.trackingRequired' }),
        ]}
        validateTrigger={['onBlur', 'onChange']}
      >
        <Input autoComplete="off" spellCheck={false} maxLength={40} />
      </Form.Item>
      <FormError error={formError} />
      <div className={styles.submitRow}>
        {onCancel ? <Button onClick={onCancel}>{t('afterSales.cancelAction')}</Button> : null}
        <Button
          type="primary"
          htmlType="submit"
          block={sheet}
          disabled={pressed || postBack.isSuccess}
          loading={postBack.isPending}
        >
          {t('afterSales.shipping.submit')}
        </Button>
      </div>
      {announcer}
    </Form>
  );
}

/** The carrier as a button that opens a bottom sheet listing the carriers (phones). */
function CarrierSheet({
  carriers,
  value,
  onChange,
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  carriers: Carrier[];
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = carriers.find((c) => c.id === value);
  return (
    <>
      <button
        id={id}
        type="button"
        className={styles.pickerButton}
        aria-haspopup="dialog"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <span className={chosen ? undefined : styles.pickerPlaceholder}>
          {chosen?.entityName ?? t('afterSales.shipping.carrierPlaceholder')}
        </span>
        <RightOutlined aria-hidden="true" />
      </button>
      <Drawer
        open={open}
        placement="bottom"
        title={t('afterSales.shipping.carrier')}
        onClose={() => setOpen(false)}
        size={Math.min(440, carriers.length * 49 + 100)}
        styles={{ body: { paddingTop: 0 } }}
      >
        <ul className={styles.sheetList}>
          {carriers.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={styles.sheetOption}
                aria-pressed={c.id === value}
                onClick={() => {
                  onChange?.(c.id);
                  setOpen(false);
                }}
              >
                <span>{c.entityName}</span>
                {c.id === value ? <CheckOutlined aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
