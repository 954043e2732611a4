import {
  checkNumber,
  formatNumber,
  type NumberBoundError,
  type NumberInputResult,
  numberConventions,
  readMoney,
  readQuantity,
} from '@kontor/domain/locale-numbers';

/**
 * Money and quantity fields (decision 020): what was typed is read the way the interface language
 * writes numbers, refused with the field's message when it cannot be read or breaks a bound, and
 * never replaced by another value (no clamping to the maximum, no snapping to a step).
 */

export type NumberKind = 'money' | 'quantity';

export interface NumberBounds {
  min?: number | string;
  max?: number | string;
  step?: number | string;
}

/** Message keys that replace the generic ones for a field (e.g. "please enter the refund amount"). */
export type NumberMessages = Partial<Record<'required' | 'invalid' | NumberBoundError, string>>;

/** How a bound is written inside its message (an amount with its currency, a weight with its unit). */
export type NumberLabels = Partial<Record<NumberBoundError, string>>;

export interface NumberFieldRules {
  kind: NumberKind;
  bounds?: NumberBounds;
  messages?: NumberMessages;
  labels?: NumberLabels;
  /** An empty field is fine (the value is simply absent). */
  optional?: boolean;
}

/** What a money or quantity field holds, read in the interface language. */
export function readField(value: unknown, language: string, kind: NumberKind): NumberInputResult {
  const input = typeof value === 'number' || typeof value === 'string' ? value : null;
  return kind === 'money' ? readMoney(input, language) : readQuantity(input, language);
}

export interface FieldMessage {
  key: string;
  params: Record<string, string | number>;
}

/** The message for what a field holds, or null when it reads as a number within its bounds. */
export function numberFieldProblem(
  value: unknown,
  language: string,
  rules: NumberFieldRules,
): FieldMessage | null {
  const { kind, bounds = {}, messages = {}, labels = {} } = rules;
  const read = readField(value, language, kind);
  const example =
    kind === 'money'
      ? formatNumber(10.5, language, { minimumFractionDigits: 2 })
      : formatNumber(2.5, language);
  if (!read.ok) {
    switch (read.error) {
      case 'required':
        return rules.optional ? null : { key: messages.required ?? 'forms.required', params: {} };
      case 'separator':
        return {
          key:
            numberConventions(language).decimal === ',' ? 'forms.number.useComma' : 'forms.number.usePoint',
          params: { example },
        };
      case 'decimals':
        return { key: 'forms.number.decimals', params: { max: kind === 'money' ? 2 : 3 } };
      case 'negative':
        return { key: 'forms.number.negative', params: {} };
      case 'tooLarge':
        return { key: 'forms.number.tooLarge', params: {} };
      default:
        return { key: messages.invalid ?? 'forms.number.invalid', params: { example } };
    }
  }
  const bound = checkNumber(read.value, bounds);
  if (!bound) return null;
  const shown = (b: NumberBoundError) => {
    const raw = bounds[b];
    return labels[b] ?? (raw === undefined ? '' : formatNumber(Number(raw), language));
  };
  if (bound === 'step' && !messages.step && Number(bounds.step) === 1)
    return { key: 'forms.number.whole', params: {} };
  return { key: messages[bound] ?? `forms.number.${bound}`, params: { [bound]: shown(bound) } };
}

/** The value a valid field submits: the amount with two decimals ("10.50") or the quantity. */
export function fieldMoney(value: unknown, language: string): string | undefined {
  const read = readField(value, language, 'money');
  return read.ok ? read.value : undefined;
}

export function fieldQuantity(value: unknown, language: string): number | undefined {
  const read = readField(value, language, 'quantity');
  return read.ok ? read.number : undefined;
}
