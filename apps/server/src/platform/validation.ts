import type { FieldError } from '@kontor/domain';
import type { z } from 'zod';

/** zod issues as envelope fields: dotted paths and the issue message (an i18n key in our schemas). */
export function zodFields(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
