import { CheckCircleFilled } from '@ant-design/icons';
import { emailCodeCheckSchema, smsCodeCheckSchema } from '@kontor/domain/accounts/verification-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useCheckResetEmailCode } from '../api/check-reset-email-code.ts';
import { useCheckResetSmsCode } from '../api/check-reset-sms-code.ts';
import { useResetByEmail } from '../api/reset-by-email.ts';
import { useResetByMobile } from '../api/reset-by-mobile.ts';
import { useSendResetEmail } from '../api/send-reset-email.ts';
import { useSendResetSms } from '../api/send-reset-sms.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { MobileFields, useDefaultPrefix } from '../components/mobile-fields.tsx';
import { NewPasswordItem } from '../components/new-password-item.tsx';
import { SendCodeButton } from '../components/send-code-button.tsx';
import styles from './reset-password-page.module.css';

type Method = 'email' | 'mobile';

interface ResetValues {
  email?: string;
  mobilePrefix?: string;
  mobile?: string;
  code: string;
  password: string;
}

const FORM_NAME = 'reset';

/**
 * /reset-password ("Forgot password?" on the sign-in page): a 6-digit code to the account's e-mail or
 * phone, then a new password. Every session of the account ends; the buyer signs in again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.reset.title'));
  const [form] = Form.useForm<ResetValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('email');
  const [formError, setFormError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const defaultPrefix = useDefaultPrefix();

  const sendEmail = useSendResetEmail();
  const sendSms = useSendResetSms();
  const checkEmail = useCheckResetEmailCode();
  const checkSms = useCheckResetSmsCode();
  const resetEmail = useResetByEmail();
  const resetMobile = useResetByMobile();
  const submitting =
    checkEmail.isPending || checkSms.isPending || resetEmail.isPending || resetMobile.isPending;

  /** Server field errors onto this form's fields: the code's own name is `code` here. */
  const showError = (error: unknown) => {
    if (isApiError(error) && error.fields.length) {
      const rename: Record<string, keyof ResetValues> = { emailCode: 'code', smsCode: 'code' };
      const known = error.fields
        .map((f) => ({ name: rename[f.path] ?? f.path, errors: [f.message] }))
        .filter((f) => ['email', 'mobile', 'mobilePrefix', 'code', 'password'].includes(f.name));
      if (known.length) {
        form.setFields(known as { name: keyof ResetValues; errors: string[] }[]);
        return;
      }
    }
    setFormError(error);
  };

  const send = async (): Promise<number | undefined> => {
    setFormError(null);
    const values = await form.validateFields(method === 'email' ? ['email'] : ['mobile', 'mobilePrefix']);
    try {
      if (method === 'email') {
        const email = values.email!.trim();
        const answer = await sendEmail.mutateAsync({ email });
        setSentTo(email);
        return answer.resendAfterSeconds;
      }
      const mobile = { mobile: values.mobile!.trim(), mobilePrefix: values.mobilePrefix ?? defaultPrefix };
      const answer = await sendSms.mutateAsync(mobile);
      setSentTo(`${mobile.mobilePrefix} ${mobile.mobile}`);
      return answer.resendAfterSeconds;
    } catch (error) {
      showError(error);
      throw error;
    }
  };

  const onFinish = async (values: ResetValues) => {
    setFormError(null);
    try {
      if (method === 'email') {
        const email = values.email!.trim();
        const { verifyToken } = await checkEmail.mutateAsync({ email, emailCode: values.code.trim() });
        await resetEmail.mutateAsync({ email, verifyToken, password: values.password });
      } else {
        const mobile = { mobile: values.mobile!.trim(), mobilePrefix: values.mobilePrefix ?? defaultPrefix };
        const { verifyToken } = await checkSms.mutateAsync({ ...mobile, smsCode: values.code.trim() });
        await resetMobile.mutateAsync({ ...mobile, verifyToken, password: values.password });
      }
      // Every session of the account ended, possibly this browser's own.
      await queryClient.invalidateQueries();
      setDone(true);
    } catch (error) {
      showError(error);
    }
  };

  if (done) {
    return (
      <AuthPanel title={t('accounts.reset.doneTitle')}>
        <div className={styles.done} role="status">
          <CheckCircleFilled aria-hidden="true" className={styles.doneIcon} />
          <p>{t('accounts.reset.doneText')}</p>
        </div>
        <Button type="primary" size="large" block onClick={() => navigate(paths.login)}>
          {t('accounts.reset.toLogin')}
        </Button>
      </AuthPanel>
    );
  }

  const codeRule =
    method === 'email' ? zodRule(emailCodeCheckSchema, 'emailCode') : zodRule(smsCodeCheckSchema, 'smsCode');
  return (
    <AuthPanel
      title={t('accounts.reset.title')}
      subtitle={t('accounts.reset.subtitle')}
      footer={<Link to={paths.login}>{t('accounts.reset.backToLogin')}</Link>}
    >
      <Form<ResetValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        initialValues={{ mobilePrefix: defaultPrefix }}
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        onValuesChange={() => formError && setFormError(null)}
        size="large"
        noValidate
      >
        <Form.Item label={t('accounts.reset.by')}>
          <Radio.Group
            optionType="button"
            value={method}
            onChange={(e) => {
              setMethod(e.target.value as Method);
              setSentTo(null);
              setFormError(null);
              form.setFields([{ name: 'code', value: '', errors: [] }]);
            }}
            options={[
              { value: 'email', label: t('accounts.reset.byEmail') },
              { value: 'mobile', label: t('accounts.reset.byPhone') },
            ]}
          />
        </Form.Item>
        {method === 'email' ? (
          <Form.Item
            name="email"
            label={t('accounts.reset.email')}
            rules={[zodRule(emailCodeCheckSchema, 'email')]}
            validateTrigger="onBlur"
          >
            <Input type="email" autoComplete="email" spellCheck={false} />
          </Form.Item>
        ) : (
          <MobileFields formName={FORM_NAME} label={t('accounts.reset.mobile')} />
        )}
        <Form.Item label={t('accounts.reset.code')} required htmlFor={`${FORM_NAME}_code`}>
          <div className={styles.codeRow}>
            <Form.Item name="code" noStyle rules={[codeRule]} validateTrigger="onBlur">
              <Input
                id={`${FORM_NAME}_code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className={styles.codeInput}
              />
            </Form.Item>
            <SendCodeButton
              key={method}
              onSend={send}
              sending={sendEmail.isPending || sendSms.isPending}
              label={t('accounts.code.send')}
            />
          </div>
        </Form.Item>
        {sentTo ? (
          <p className={styles.sent} role="status">
            {t('accounts.reset.codeSent', { destination: sentTo })}
          </p>
        ) : null}
        <NewPasswordItem
          formName={FORM_NAME}
          name="password"
          label={t('accounts.reset.newPassword')}
          userInputs={sentTo ? [sentTo] : []}
        />
        {formError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('accounts.reset.submit')}
        </Button>
        {announcer}
      </Form>
    </AuthPanel>
  );
}
