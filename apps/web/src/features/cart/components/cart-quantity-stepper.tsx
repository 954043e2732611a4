import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatQuantity } from '../../../shared/format.ts';
import { fieldQuantity, numberFieldProblem } from '../../../shared/forms/number-field.ts';
import { NumberInput } from '../../../shared/forms/number-input.tsx';
import styles from './cart.module.css';
import { canStep, MAX_CART_QTY, stepQuantity } from './cart-lines.ts';

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

/**
 * − [quantity] + : the buttons move by the line's own step; a typed quantity is read the interface
 * language's way when the field is left, and one that is not a quantity of this line (too many, off
 * its step, unreadable) stays as typed with the reason under it — it is never changed into another.
 */
export function QuantityStepper({
  value,
  step,
  unit,
  showUnit,
  name,
  disabled,
  onChange,
}: QuantityStepperProps) {
  const { t, i18n } = useTranslation();
  const formatQuantity = useFormatQuantity();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const label = (n: number) => formatQuantity(n, showUnit ? unit : null);

  const commit = () => {
    if (draft === null) return;
    const found = numberFieldProblem(draft, i18n.language, {
      kind: 'quantity',
      bounds: { min: step, max: MAX_CART_QTY, step },
      labels: { min: label(step), max: label(MAX_CART_QTY), step: label(step) },
    });
    if (found) {
      setProblem(t(found.key, found.params));
      return;
    }
    const next = fieldQuantity(draft, i18n.language)!;
    setDraft(null);
    setProblem(null);
    if (next !== value) onChange(next);
  };

  const stepBy = (direction: 1 | -1) => {
    setDraft(null);
    setProblem(null);
    onChange(stepQuantity(value, step, direction));
  };

  return (
    <div className={styles.stepperWrap}>
      <div className={styles.stepper}>
        <Button
          icon={<MinusOutlined aria-hidden="true" />}
          aria-label={t('cart.decrease', { name })}
          disabled={disabled || !canStep(value, step, -1)}
          onClick={() => stepBy(-1)}
        />
        <NumberInput
          className={styles.qtyInput}
          aria-label={t('cart.quantityOf', { name })}
          value={draft ?? value}
          disabled={disabled}
          whole={step % 1 === 0}
          suffix={showUnit ? unit : undefined}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(text) => {
            setDraft(text);
            if (problem) setProblem(null);
          }}
          onBlur={commit}
          onPressEnter={commit}
        />
        <Button
          icon={<PlusOutlined aria-hidden="true" />}
          aria-label={t('cart.increase', { name })}
          disabled={disabled || !canStep(value, step, 1)}
          onClick={() => stepBy(1)}
        />
      </div>
      {problem ? (
        <p id={errorId} className={styles.qtyError} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
