import { type FieldError, issueMessageKey } from '@kontor/domain';
import type { z } from 'zod';

/**
 * zod issues as envelope fields: dotted paths and a message key (our schemas' own, or the generic
 * one for zod's built-in texts, `issueMessageKey`), translated into the caller's language.
 */
export function zodFields(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issueMessageKey(issue),
  }));
}
