import { ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_LENGTH } from '@kontor/domain/accounts/accounts-schemas';
import type { FormRule } from 'antd';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../api/captcha.ts';
import styles from './captcha-field.module.css';

interface CaptchaFieldProps {
  /** The input's id (antd names it `{form}_captcha`), so the visible label points at it. */
  inputId: string;
  svg: string;
  rules: FormRule[];
  refreshing: boolean;
  onRefresh: () => void;
}

/** The image captcha asked after failed sign-ins: the picture, a new-picture button and a 4-character input. */
export function CaptchaField({ inputId, svg, rules, refreshing, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('accounts.captcha.label')}
      htmlFor={inputId}
      required
      extra={t('accounts.captcha.hint')}
    >
      <div className={styles.row}>
        <Form.Item name="captcha" noStyle rules={rules} validateTrigger="onBlur">
          <Input
            id={inputId}
            maxLength={CAPTCHA_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className={styles.input}
          />
        </Form.Item>
        <img
          className={styles.image}
          src={captchaImageUrl(svg)}
          alt={t('accounts.captcha.imageAlt')}
          width={120}
          height={44}
        />
        <Button
          className={styles.refresh}
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={refreshing}
          aria-label={t('accounts.captcha.refresh')}
          title={t('accounts.captcha.refresh')}
        />
      </div>
    </Form.Item>
  );
}
