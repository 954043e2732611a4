import type { SecurityOverview } from '@kontor/domain/accounts/account-security-responses';
import { destroySendEmailSchema, destroyUserSchema } from '@kontor/domain/accounts/account-security-schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { CaptchaField, captchaQuery, SendCodeButton } from '../../accounts/index.ts';
import { useDestroyUser, useSendDestroyCode } from '../api/destroy-account.ts';
import styles from './security.module.css';

interface DeleteValues {
  by: 'email' | 'sms';
  captcha?: string;
  emailCode?: string;
  smsCode?: string;
  understood?: boolean;
}

const FORM_NAME = 'delete-account';

export interface DeleteAccountFormProps {
  overview: SecurityOverview;
  onCancel: () => void;
}

/**
 * Deletes the account (spec §7 destroy-send-*-code, bbc_user_DestroyUserFlow; decision 044): what is
 * lost, a code to the bound e-mail or phone (with the image captcha), the code and a confirmation.
 */
export function DeleteAccountForm({ overview, onCancel }: DeleteAccountFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DeleteValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const [formError, setFormError] = useState<unknown>(null);
  const captcha = useQuery(captchaQuery(''));
  const sendCode = useSendDestroyCode();
  const destroy = useDestroyUser();
  const ways = [overview.email ? 'email' : null, overview.phone ? 'sms' : null].filter(
    (w): w is 'email' | 'sms' => !!w,
  );
  const by = Form.useWatch('by', form) ?? ways[0];
  const codeField = by === 'email' ? 'emailCode' : 'smsCode';
  const codeInputId = `${FORM_NAME}_${codeField}`;

  const newCaptcha = () => {
    form.setFieldValue('captcha', undefined);
    void captcha.refetch();
  };

  const send = async () => {
    setFormError(null);
    const values = await form.validateFields(['captcha']).catch(() => null);
    // Nothing is sent while the captcha is missing; the button stays ready.
    if (!values || !captcha.data?.token) throw new Error('invalid');
    const proof = { captcha: values.captcha!, token: captcha.data.token };
    try {
      return await sendCode.mutateAsync(
        by === 'email'
          ? { by, data: { ...proof, email: overview.email! } }
          : { by, data: { ...proof, mobile: overview.mobile!, prefix: overview.mobilePrefix! } },
      );
    } catch (error) {
      if (!applyServerFieldErrors(form, error, ['captcha'])) setFormError(error);
      throw error;
    } finally {
      // A captcha is good for one try: the next send needs a new picture.
      newCaptcha();
    }
  };

  // The captcha belongs to sending the code; deleting checks the code and the confirmation only.
  const submit = async () => {
    setFormError(null);
    const values = await form.validateFields([codeField, 'understood']).catch(() => null);
    if (!values) return;
    const input =
      by === 'email'
        ? { email: overview.email!, emailCode: values.emailCode! }
        : { mobile: overview.mobile!, prefix: overview.mobilePrefix!, smsCode: values.smsCode! };
    destroy.mutate(input, {
      onSuccess: () => {
        toast.success(t('security.destroy.done'));
        // Nothing of the old session is left: start again from the home page.
        window.location.assign(paths.home);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error, [codeField])) setFormError(error);
      },
    });
  };

  if (ways.length === 0) return <Alert type="info" showIcon title={t('security.destroy.noContact')} />;

  return (
    <Form<DeleteValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      initialValues={{ by: ways[0] }}
      onFieldsChange={onFieldsChange}
      onValuesChange={() => formError && setFormError(null)}
      noValidate
    >
      <Alert
        type="warning"
        showIcon
        className={styles.warning}
        title={t('security.destroy.warningTitle')}
        description={
          <ul className={styles.lossList}>
            <li>{t('security.destroy.loss.signIn')}</li>
            <li>{t('security.destroy.loss.data')}</li>
            <li>{t('security.destroy.loss.reviews')}</li>
            <li>{t('security.destroy.loss.orders')}</li>
            {overview.openOrders + overview.openAfterSales > 0 ? (
              <li>
                {t('security.destroy.loss.open', { count: overview.openOrders + overview.openAfterSales })}
              </li>
            ) : null}
            <li>{t('security.destroy.loss.export')}</li>
          </ul>
        }
      />
      {ways.length > 1 ? (
        <Form.Item name="by" label={t('security.destroy.way')}>
          <Radio.Group
            options={[
              { value: 'email', label: t('security.destroy.byEmail', { email: overview.email }) },
              { value: 'sms', label: t('security.destroy.bySms', { phone: overview.phone }) },
            ]}
          />
        </Form.Item>
      ) : (
        <p>
          {by === 'email'
            ? t('security.destroy.byEmail', { email: overview.email })
            : t('security.destroy.bySms', { phone: overview.phone })}
        </p>
      )}
      {captcha.data?.svg ? (
        <CaptchaField
          inputId={`${FORM_NAME}_captcha`}
          svg={captcha.data.svg}
          rules={[zodRule(destroySendEmailSchema, 'captcha')]}
          refreshing={captcha.isFetching}
          onRefresh={newCaptcha}
        />
      ) : null}
      <Form.Item
        label={t(by === 'email' ? 'security.code.emailLabel' : 'security.code.smsLabel')}
        required
        htmlFor={codeInputId}
      >
        <div className={styles.codeRow}>
          <Form.Item
            name={codeField}
            noStyle
            rules={[zodRule(destroyUserSchema, codeField, { required: 'accounts.code.required' })]}
            validateTrigger="onBlur"
          >
            <Input
              id={codeInputId}
              className={styles.codeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton
            onSend={() => send().then((sent) => sent.resendAfterSeconds)}
            sending={sendCode.isPending}
            disabled={!captcha.data?.token}
          />
        </div>
      </Form.Item>
      <Form.Item
        name="understood"
        valuePropName="checked"
        rules={[
          {
            validator: async (_r, v) => {
              if (!v) throw new Error(t('security.destroy.confirmRequired'));
            },
          },
        ]}
      >
        <Checkbox>{t('security.destroy.confirm')}</Checkbox>
      </Form.Item>
      {formError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
      ) : null}
      <div className={styles.buttons}>
        <Button type="primary" danger onClick={submit} loading={destroy.isPending}>
          {t('security.destroy.submit')}
        </Button>
        <Button onClick={onCancel}>{t('security.cancel')}</Button>
      </div>
      {announcer}
    </Form>
  );
}

export default DeleteAccountForm;
