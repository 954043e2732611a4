import { issueMessageKey } from '@kontor/domain/errors';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';

/**
 * Shared schemas carry i18n keys as messages; zod's own texts become a generic one, as on the server
 * (`issueMessageKey`); an empty field that is not valid is a required one.
 */
function messageOf(issue: z.core.$ZodIssue, empty: boolean): string {
  const key = issueMessageKey(issue);
  return i18n.t(key === 'forms.invalid' && empty ? 'forms.required' : key);
}

export interface ZodRuleOptions {
  /** Message key when the field is left empty although the schema lets it be absent (e.g. a captcha once shown). */
  required?: string;
  /**
   * Validate the whole schema with the payload this field's value makes: for rules across fields
   * (refinements), e.g. one contact field that is an e-mail or a mobile number. The first issue
   * is the field's message.
   */
  payload?: (value: unknown) => unknown;
  /**
   * With `payload`: only the issues at this field count (a form whose schema checks every field at
   * once, such as the address form, where another field's issue is that field's to show).
   */
  onlyThisField?: boolean;
}

/**
 * The one adapter from the shared zod schemas to antd Form: a rule whose validator runs the field's
 * schema, so the browser checks exactly what the server checks, with the same message keys.
 */
export function zodRule<S extends z.ZodObject>(
  schema: S,
  field: Extract<keyof S['shape'], string>,
  options: ZodRuleOptions = {},
): FormRule {
  const fieldSchema = schema.shape[field] as z.ZodType;
  return {
    validator: async (_rule, raw: unknown) => {
      const value = raw === null ? undefined : raw;
      const empty = value === undefined || value === '';
      if (empty && options.required) throw new Error(i18n.t(options.required));
      const result = options.payload
        ? schema.safeParse(options.payload(value))
        : fieldSchema.safeParse(value);
      if (result.success) return;
      const issues = options.onlyThisField
        ? result.error.issues.filter((i) => i.path[0] === field)
        : result.error.issues;
      const first = issues[0];
      if (first) throw new Error(messageOf(first, empty));
    },
  };
}
