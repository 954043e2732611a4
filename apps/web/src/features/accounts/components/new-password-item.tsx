import { passwordSchema } from '@kontor/domain/accounts/accounts-schemas';
import { Form, Input } from 'antd';
import { z } from 'zod';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { PasswordStrength } from './password-strength.tsx';
import { useFocusHints } from './use-focus-hints.ts';

const newPasswordSchema = z.object({ password: passwordSchema });

interface NewPasswordItemProps {
  /** The form's name: antd names the input `{form}_{name}`. */
  formName: string;
  name: string;
  label: string;
  /** Words of the account the strength should count as guessable (e-mail, nickname). */
  userInputs?: string[];
}

/**
 * A new password (at least 8) with the strength meter (zxcvbn) and, while the field has focus, the
 * rule hints (spec §5). Used by the reset page and the change-password form.
 */
export function NewPasswordItem({ formName, name, label, userInputs }: NewPasswordItemProps) {
  const form = Form.useFormInstance();
  const password: string = Form.useWatch(name, form) ?? '';
  const inputId = `${formName}_${name}`;
  const strengthId = `${inputId}-strength`;

  const { focused, onFocus, onBlur } = useFocusHints(inputId);

  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={[zodRule(newPasswordSchema, 'password')]}
      validateTrigger="onBlur"
      extra={
        <PasswordStrength id={strengthId} password={password} showHints={focused} userInputs={userInputs} />
      }
    >
      <Input.Password
        autoComplete="new-password"
        aria-describedby={strengthId}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </Form.Item>
  );
}
