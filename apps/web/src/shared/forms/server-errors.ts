import type { FormInstance } from 'antd';
import { isApiError } from '../api-client.ts';

/** `reverseTradeOrderLineList.0.reverseQty` → `['reverseTradeOrderLineList', 0, 'reverseQty']`. */
function toNamePath(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's field errors (`error.fields`) on the form's fields. Returns true when at least
 * one landed on a field of this form, so the caller need not repeat it above the form.
 */
export function applyServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  const known = error.fields.filter((f) => fieldNames.includes(toNamePath(f.path)[0] as string));
  if (known.length === 0) return false;
  form.setFields(known.map((f) => ({ name: toNamePath(f.path), errors: [f.message] })));
  return true;
}
