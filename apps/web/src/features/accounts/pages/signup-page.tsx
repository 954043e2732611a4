import { signupSchema } from '@kontor/domain/accounts/accounts-schemas';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { isMember, useCurrentUser } from '../../../shared/session/current-user.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useSignup } from '../api/signup.ts';
import { AuthPanel } from '../components/auth-panel.tsx';
import { PasswordStrength } from '../components/password-strength.tsx';
import { useFocusHints } from '../components/use-focus-hints.ts';

interface SignupValues {
  email: string;
  nickname?: string;
  password: string;
}

const STRENGTH_ID = 'signup-password-strength';
/** antd names the input `{form}_{field}`. */
const PASSWORD_ID = 'signup_password';

export default function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.signup.title'));
  const [form] = Form.useForm<SignupValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const password = Form.useWatch('password', form) ?? '';
  const hints = useFocusHints(PASSWORD_ID);
  const [formError, setFormError] = useState<unknown>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signupCall = useSignup();

  const onFinish = (values: SignupValues) => {
    setFormError(null);
    signupCall.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        nickname: values.nickname?.trim() || undefined,
      },
      {
        onSuccess: () => navigate(paths.signupSuccess, { replace: true }),
        onError: (error) => {
          if (!applyServerFieldErrors(form, error, ['email', 'password', 'nickname'])) setFormError(error);
        },
      },
    );
  };

  // Already signed in: a new account would sign this one out; go home instead.
  const user = useCurrentUser().data;
  if (isMember(user) && signupCall.isIdle) return <Navigate to={paths.home} replace />;

  const loginHref = params.get('redirect')
    ? `${paths.login}?redirect=${encodeURIComponent(params.get('redirect') ?? '')}`
    : paths.login;

  return (
    <AuthPanel
      title={t('accounts.signup.title')}
      subtitle={t('accounts.signup.subtitle')}
      footer={
        <>
          {t('accounts.signup.haveAccount')} <Link to={loginHref}>{t('accounts.signup.loginLink')}</Link>
          {' · '}
          <Link to={paths.resetPassword}>{t('accounts.login.forgot')}</Link>
        </>
      }
    >
      <Form<SignupValues>
        form={form}
        name="signup"
        layout="vertical"
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        onValuesChange={() => formError && setFormError(null)}
        size="large"
        noValidate
      >
        <Form.Item
          name="email"
          label={t('accounts.signup.email')}
          required
          rules={[zodRule(signupSchema, 'email')]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('accounts.signup.nickname')}
          extra={t('accounts.signup.nicknameHint')}
          rules={[zodRule(signupSchema, 'nickname')]}
          validateTrigger="onBlur"
        >
          <Input autoComplete="nickname" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('accounts.signup.password')}
          required
          rules={[zodRule(signupSchema, 'password')]}
          validateTrigger="onBlur"
          extra={<PasswordStrength id={STRENGTH_ID} password={password} showHints={hints.focused} />}
        >
          <Input.Password
            autoComplete="new-password"
            aria-describedby={STRENGTH_ID}
            onFocus={hints.onFocus}
            onBlur={hints.onBlur}
          />
        </Form.Item>
        {formError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
        ) : null}
        <Button type="primary" htmlType="submit" block loading={signupCall.isPending}>
          {t('accounts.signup.submit')}
        </Button>
        {announcer}
      </Form>
    </AuthPanel>
  );
}
