import { numberForInput } from '@kontor/domain/locale-numbers';
import { type FormRule, Input, type InputProps, type InputRef } from 'antd';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';
import { type NumberFieldRules, numberFieldProblem } from './number-field.ts';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** What was typed; a number (an initial value) is shown the interface language's way. */
  value?: string | number | null;
  onChange?: (text: string) => void;
  /** Whole numbers only: phones offer the digit keypad. */
  whole?: boolean;
  /** Fraction digits an initial number is shown with (2 for money). */
  decimals?: number;
}

/**
 * A money or quantity field: a text field that keeps exactly what was typed. `numberRule` reads it
 * the interface language's way and says what is wrong; nothing is clamped, rounded or replaced
 * (antd's InputNumber reads only a decimal point and clamps to its maximum, decision 020).
 */
export const NumberInput = forwardRef<InputRef, NumberInputProps>(function NumberInput(
  { value, onChange, whole, decimals, prefix, ...rest },
  ref,
) {
  const { i18n } = useTranslation();
  const text = typeof value === 'number' ? numberForInput(value, i18n.language, decimals) : (value ?? '');
  return (
    <Input
      {...rest}
      // antd greys a disabled field's prefix below WCAG contrast; the currency stays readable.
      prefix={prefix == null ? undefined : <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{prefix}</span>}
      ref={ref}
      type="text"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
});

/** The antd rule of a money or quantity field; rules that change with the form may be a function. */
export function numberRule(rules: NumberFieldRules | (() => NumberFieldRules)): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = numberFieldProblem(value, i18n.language, typeof rules === 'function' ? rules() : rules);
      if (problem) throw new Error(i18n.t(problem.key, problem.params));
    },
  };
}
