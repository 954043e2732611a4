import { sendInvoiceEmailSchema } from '@kontor/domain/orders/invoice-schemas';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSendInvoiceEmail } from '../api/send-invoice-email.ts';
import { contactFields, contactMode, prefillContact } from '../model/invoice-contact.ts';
import { DialogError, type DialogProps, WIDE } from './order-dialog-parts.tsx';

/** Sending the order's invoice to an e-mail address or a mobile number (whichever the order has). */
export function InvoiceEmailDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ contact: string }>();
  const send = useSendInvoiceEmail();
  const [error, setError] = useState<string | null>(null);
  const mode = contactMode(order);
  const submit = (values: { contact: string }) => {
    setError(null);
    send.mutate(
      {
        id: order.id,
        shopId: order.shop.id,
        invoiceUrl: order.invoiceUrl?.files[0]?.url,
        nickname: order.buyer.nickname,
        ...contactFields(values.contact, mode),
      },
      {
        onSuccess: (result) => {
          toast.success(t('orders.messages.invoiceSent', { address: result.address }));
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields.length > 0) {
            form.setFields([{ name: 'contact', errors: [e.fields[0]!.message] }]);
          } else setError(t('orders.messages.retry'));
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('orders.dialogs.invoice.title')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.invoice.ok')}
      cancelText={t('orders.dialogs.keep')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
    >
      <p>{t('orders.dialogs.invoice.text', { code: order.tradeOrderCode })}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ contact: prefillContact(order) }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="contact"
          label={mode === 'email' ? t('orders.dialogs.invoice.email') : t('orders.dialogs.invoice.mobile')}
          validateTrigger="onBlur"
          rules={[
            zodRule(sendInvoiceEmailSchema, 'buyerEmail', {
              required: mode === 'email' ? 'orders.invoice.emailRequired' : 'orders.invoice.mobileRequired',
              payload: (value) => ({ id: order.id, ...contactFields(String(value ?? ''), mode) }),
            }),
          ]}
        >
          <Input
            type={mode === 'email' ? 'email' : 'tel'}
            autoComplete={mode === 'email' ? 'email' : 'tel'}
            maxLength={254}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
      <DialogError text={error} />
    </Modal>
  );
}
