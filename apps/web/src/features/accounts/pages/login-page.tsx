import { loginSchema } from '@kontor/domain/accounts/accounts-schemas';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths, safeRedirect } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { preferencesChangeFor } from '../../../shared/session/preferences.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { ThirdPartySignIn } from '../../account-security/index.ts';
import { useCaptcha } from '../api/captcha.ts';
import { useLogin } from '../api/login.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';

interface LoginValues {
  account: string;
  password: string;
  captcha?: string;
}

const FORM_NAME = 'login';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.login.title'));
  const [form] = Form.useForm<LoginValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const loginCall = useLogin();
  const [formError, setFormError] = useState<unknown>(null);
  // After a failed attempt we ask the server whether this account now needs a captcha.
  const [captchaAccount, setCaptchaAccount] = useState<string | null>(null);
  const captcha = useCaptcha(captchaAccount);
  const captchaShown = !!(captcha.data?.required && captcha.data.svg);

  const askForCaptcha = (account: string) => {
    form.setFieldValue('captcha', undefined);
    if (captchaAccount === account) void captcha.refetch();
    else setCaptchaAccount(account);
  };

  const onFinish = (values: LoginValues) => {
    setFormError(null);
    const account = values.account.trim();
    loginCall.mutate(
      {
        account,
        password: values.password,
        ...(captchaShown && captcha.data?.token
          ? { captcha: values.captcha, captchaToken: captcha.data.token }
          : {}),
      },
      {
        onSuccess: (user) => {
          if (preferencesChangeFor(user)) window.location.assign(redirect);
          else navigate(redirect, { replace: true });
        },
        onError: (error) => {
          const rateLimited = isApiError(error) && error.status === 429;
          if (!rateLimited && isApiError(error) && error.status < 500) askForCaptcha(account);
          const fields = captchaShown ? ['account', 'password', 'captcha'] : ['account', 'password'];
          if (!applyServerFieldErrors(form, error, fields)) setFormError(error);
        },
      },
    );
  };

  // Already signed in (another tab, the back button): nothing to do here.
  const user = useCurrentUser().data;
  if (isMember(user) && loginCall.isIdle) return <Navigate to={redirect} replace />;

  const signupHref = params.get('redirect')
    ? `${paths.signup}?redirect=${encodeURIComponent(redirect)}`
    : paths.signup;

  return (
    <AuthPanel
      title={t('accounts.login.title')}
      subtitle={t('accounts.login.subtitle')}
      footer={
        <>
          {t('accounts.login.noAccount')} <Link to={signupHref}>{t('accounts.login.registerLink')}</Link>
        </>
      }
    >
      <Form<LoginValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        onFinishFailed={() => setFormError(null)}
        onValuesChange={(changed: Partial<LoginValues>) => {
          if (formError) setFormError(null);
          // The captcha belongs to the account that failed; another account may not need one.
          if (changed.account !== undefined && captchaAccount && changed.account.trim() !== captchaAccount) {
            setCaptchaAccount(null);
          }
        }}
        size="large"
        noValidate
      >
        <Form.Item
          name="account"
          label={t('accounts.login.account')}
          rules={[zodRule(loginSchema, 'account')]}
          validateTrigger="onBlur"
        >
          <Input autoComplete="username" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('accounts.login.password')}
          rules={[zodRule(loginSchema, 'password')]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <p className="k-mb-16">
          <Link to={paths.resetPassword}>{t('accounts.login.forgot')}</Link>
        </p>
        {captchaShown && captcha.data?.svg ? (
          <CaptchaField
            inputId={`${FORM_NAME}_captcha`}
            svg={captcha.data.svg}
            rules={[zodRule(loginSchema, 'captcha', { required: 'accounts.captcha.required' })]}
            refreshing={captcha.isFetching}
            onRefresh={() => {
              form.setFieldValue('captcha', undefined);
              void captcha.refetch();
            }}
          />
        ) : null}
        {formError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={loginCall.isPending}>
          {t('accounts.login.submit')}
        </Button>
        {announcer}
      </Form>
      <ThirdPartySignIn redirect={redirect} />
    </AuthPanel>
  );
}
