import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './cart.module.css';
import { canStep, MAX_CART_QTY, normaliseQuantity, stepQuantity } from './cart-lines.ts';

interface QuantityStepperProps {
  value: number;
  step: number;
  unit: string;
  /** Shown after the number for goods sold by measure (kg); pieces need no unit. */
  showUnit: boolean;
  /** The product's name, so each control says which line it changes. */
  name: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** − [quantity] + : steps by the line's own step; a typed quantity is snapped to a step on leaving. */
export function QuantityStepper({
  value,
  step,
  unit,
  showUnit,
  name,
  disabled,
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = normaliseQuantity(draft, step);
    setDraft(null);
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.stepper}>
      <Button
        icon={<MinusOutlined aria-hidden="true" />}
        aria-label={t('cart.decrease', { name })}
        disabled={disabled || !canStep(value, step, -1)}
        onClick={() => onChange(stepQuantity(value, step, -1))}
      />
      <InputNumber
        className={styles.qtyInput}
        aria-label={t('cart.quantityOf', { name })}
        value={draft ?? value}
        min={step}
        max={MAX_CART_QTY}
        step={step}
        precision={step % 1 === 0 ? 0 : undefined}
        controls={false}
        disabled={disabled}
        suffix={showUnit ? unit : undefined}
        inputMode={step % 1 === 0 ? 'numeric' : 'decimal'}
        onChange={(v) => setDraft(typeof v === 'number' ? v : null)}
        onBlur={commit}
        onPressEnter={commit}
      />
      <Button
        icon={<PlusOutlined aria-hidden="true" />}
        aria-label={t('cart.increase', { name })}
        disabled={disabled || !canStep(value, step, 1)}
        onClick={() => onChange(stepQuantity(value, step, 1))}
      />
    </div>
  );
}
