import { smsCodeCheckSchema } from '@kontor/domain/accounts/verification-schemas';
import { SITES } from '@kontor/domain/sites';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { useSite } from '../../../shared/storefront/site-store.ts';

/** Every calling code the storefronts offer, once each (+49, +43, …). */
const PREFIXES = [...new Set(Object.values(SITES).flatMap((s) => s.phoneCodes))];

/** The calling code the storefront suggests first. */
export function useDefaultPrefix(): string {
  return useSite().phoneCodes[0] ?? '+49';
}

interface MobileFieldsProps {
  formName: string;
  label: string;
}

/** A calling-code choice and the national number, side by side (fields `mobilePrefix`, `mobile`). */
export function MobileFields({ formName, label }: MobileFieldsProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required htmlFor={`${formName}_mobile`}>
      <Space.Compact block>
        <Form.Item name="mobilePrefix" noStyle>
          <Select
            aria-label={t('accounts.mobile.prefixLabel')}
            options={PREFIXES.map((p) => ({ value: p, label: p }))}
            style={{ width: 96 }}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          noStyle
          rules={[zodRule(smsCodeCheckSchema, 'mobile')]}
          validateTrigger="onBlur"
        >
          <Input id={`${formName}_mobile`} type="tel" inputMode="tel" autoComplete="tel-national" />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
