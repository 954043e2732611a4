import {
  bindEmailSchema,
  bindEmailSendSchema,
  bindMobileSchema,
  bindMobileSendSchema,
} from '@kontor/domain/accounts/account-security-schemas';
import { CALLING_CODE_COUNTRY } from '@kontor/domain/addresses/address-rules';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { SendCodeButton } from '../../accounts/index.ts';
import { useBindEmail, useSendBindEmailCode } from '../api/bind-email.ts';
import { useBindMobile, useSendBindMobileCode } from '../api/bind-mobile.ts';
import styles from './security.module.css';

interface BindValues {
  email?: string;
  prefix?: string;
  mobile?: string;
  password?: string;
  emailCode?: string;
  smsCode?: string;
}

export interface BindFormProps {
  kind: 'email' | 'mobile';
  /** The account has a password: it is asked before a code goes to the new address (decision 044). */
  hasPassword: boolean;
  onDone: () => void;
}

/**
 * Binds a new e-mail or phone: the new address and the current password, a code sent there, then the
 * code (spec §7 email/bind, mobile/bind). Loaded when the section opens (the phone rules are large).
 */
export function BindForm({ kind, hasPassword, onDone }: BindFormProps) {
  const { t } = useTranslation();
  const site = useSite();
  const email = kind === 'email';
  const formName = `bind-${kind}`;
  const codeField = email ? 'emailCode' : 'smsCode';
  const [form] = Form.useForm<BindValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const [formError, setFormError] = useState<unknown>(null);
  const sendEmail = useSendBindEmailCode();
  const sendMobile = useSendBindMobileCode();
  const bindEmail = useBindEmail();
  const bindMobile = useBindMobile();
  const binding = email ? bindEmail : bindMobile;
  const sendFields = email ? ['email', 'password'] : ['prefix', 'mobile', 'password'];
  const prefixes = [...new Set([...site.phoneCodes, ...Object.keys(CALLING_CODE_COUNTRY)])];

  const failed = (error: unknown, fields: string[]) => {
    if (!applyServerFieldErrors(form, error, fields)) setFormError(error);
  };

  const send = async () => {
    setFormError(null);
    const values = await form.validateFields(sendFields).catch(() => null);
    // Nothing is sent while a field is wrong; the button stays ready.
    if (!values) throw new Error('invalid');
    const password = hasPassword ? values.password : undefined;
    try {
      return email
        ? await sendEmail.mutateAsync({ email: values.email!, password })
        : await sendMobile.mutateAsync({ prefix: values.prefix!, mobile: values.mobile!, password });
    } catch (error) {
      failed(error, sendFields);
      throw error;
    }
  };

  const onFinish = (values: BindValues) => {
    setFormError(null);
    const done = () => {
      toast.success(t(email ? 'security.email.bound' : 'security.mobile.bound'));
      onDone();
    };
    const onError = (error: unknown) => failed(error, [...sendFields, codeField]);
    if (email)
      bindEmail.mutate({ email: values.email!, emailCode: values.emailCode! }, { onSuccess: done, onError });
    else
      bindMobile.mutate(
        { prefix: values.prefix!, mobile: values.mobile!, smsCode: values.smsCode! },
        { onSuccess: done, onError },
      );
  };

  const phonePayload = (field: 'prefix' | 'mobile') => (value: unknown) => ({
    prefix: form.getFieldValue('prefix'),
    mobile: form.getFieldValue('mobile'),
    [field]: value,
  });

  return (
    <Form<BindValues>
      form={form}
      name={formName}
      layout="vertical"
      requiredMark={false}
      initialValues={email ? {} : { prefix: site.phoneCodes[0] }}
      onFinish={onFinish}
      onFieldsChange={onFieldsChange}
      onValuesChange={() => formError && setFormError(null)}
      noValidate
    >
      {email ? (
        <Form.Item
          name="email"
          label={t('security.email.new')}
          rules={[zodRule(bindEmailSendSchema, 'email')]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" spellCheck={false} inputMode="email" />
        </Form.Item>
      ) : (
        <Form.Item label={t('security.mobile.new')} required htmlFor={`${formName}_mobile`}>
          <div className={styles.phoneRow}>
            <Form.Item name="prefix" noStyle rules={[zodRule(bindMobileSendSchema, 'prefix')]}>
              <Select
                className={styles.prefix}
                style={{ width: 112, flex: 'none' }}
                aria-label={t('security.mobile.prefix')}
                options={prefixes.map((p) => ({ value: p, label: p }))}
              />
            </Form.Item>
            <Form.Item
              name="mobile"
              noStyle
              rules={[
                zodRule(bindMobileSendSchema, 'mobile', {
                  payload: phonePayload('mobile'),
                  onlyThisField: true,
                }),
              ]}
              validateTrigger="onBlur"
            >
              <Input
                id={`${formName}_mobile`}
                className={styles.mobile}
                style={{ flex: 1, minWidth: 0 }}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
              />
            </Form.Item>
          </div>
        </Form.Item>
      )}
      {hasPassword ? (
        <Form.Item
          name="password"
          label={t('security.reauth.password')}
          extra={t('security.reauth.why')}
          rules={[{ required: true, message: t('security.reauth.passwordRequired') }]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Form.Item
        label={t(email ? 'security.code.emailLabel' : 'security.code.smsLabel')}
        required
        htmlFor={`${formName}_${codeField}`}
      >
        <div className={styles.codeRow}>
          <Form.Item
            name={codeField}
            noStyle
            rules={[email ? zodRule(bindEmailSchema, 'emailCode') : zodRule(bindMobileSchema, 'smsCode')]}
            validateTrigger="onBlur"
          >
            <Input
              id={`${formName}_${codeField}`}
              className={styles.codeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton
            onSend={() => send().then((sent) => sent.resendAfterSeconds)}
            sending={sendEmail.isPending || sendMobile.isPending}
          />
        </div>
      </Form.Item>
      {formError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
      ) : null}
      <div className={styles.buttons}>
        <Button type="primary" htmlType="submit" loading={binding.isPending}>
          {t(email ? 'security.email.submit' : 'security.mobile.submit')}
        </Button>
        <Button onClick={onDone}>{t('security.cancel')}</Button>
      </div>
      {announcer}
    </Form>
  );
}

export default BindForm;
