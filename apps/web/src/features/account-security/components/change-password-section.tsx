import { changePasswordSchema } from '@kontor/domain/accounts/verification-schemas';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { NewPasswordItem } from '../../accounts/index.ts';
import { useChangePassword } from '../api/change-password.ts';
import styles from './change-password-section.module.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
}

const FORM_NAME = 'changePassword';

/**
 * The password part of /buyer/security: the current password and a new one (strength meter, rule
 * hints while focused). Other devices are signed out; this one stays signed in.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const change = useChangePassword();
  const user = useCurrentUser().data;
  const [formError, setFormError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const onFinish = (values: ChangePasswordValues) => {
    setFormError(null);
    setDone(false);
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        setDone(true);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error, ['oldPassword', 'newPassword'])) setFormError(error);
      },
    });
  };

  return (
    <section className={styles.section} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        {t('security.password.title')}
      </h2>
      <p className={styles.intro}>{t('security.password.intro')}</p>
      <Form<ChangePasswordValues>
        form={form}
        name={FORM_NAME}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        onValuesChange={() => {
          if (formError) setFormError(null);
          if (done) setDone(false);
        }}
        className={styles.form}
        noValidate
      >
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <Form.Item
          name="oldPassword"
          label={t('security.password.current')}
          required
          rules={[zodRule(changePasswordSchema, 'oldPassword')]}
          validateTrigger="onBlur"
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordItem
          formName={FORM_NAME}
          name="newPassword"
          label={t('security.password.new')}
          userInputs={[user?.email ?? '', user?.nickname ?? ''].filter(Boolean)}
        />
        {formError ? (
          <Alert type="error" showIcon role="alert" title={errorMessage(formError, t)} className="k-mb-16" />
        ) : null}
        {done ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('security.password.done')}
            className="k-mb-16"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('security.password.submit')}
        </Button>
        {announcer}
      </Form>
    </section>
  );
}
