/** Stable machine words of the failure envelope (DESIGN §4). */
export const ERROR_CODES = {
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CAPTCHA_REQUIRED: 400,
  ITEM_SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorBody {
  status: number;
  code: ErrorCode | string;
  message: string;
  key: string;
  fields?: FieldError[];
}

export type Envelope<T> = { success: true; data: T } | { success: false; error: ErrorBody };

/** An i18n key (`group.key`, `group.sub.key`): the messages our shared schemas carry. */
const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The message key a field shows for a zod issue, on the server (the envelope's `fields`) and in the
 * browser (`zodRule`) alike: our schemas' own keys as they are; zod's built-in English texts ("Invalid
 * option: expected one of …", "Too big: …") never reach a buyer, they become the generic
 * `forms.required` (a value that is missing) or `forms.invalid`. A value is known to be missing when
 * the schema was run with `{ reportInput: true }` (the issue then carries `input`) or zod says it
 * received `undefined`.
 */
export function issueMessageKey(issue: { code: string; message: string; input?: unknown }): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  const missing =
    'input' in issue
      ? issue.input === undefined
      : issue.code === 'invalid_type' && /\breceived undefined$/.test(issue.message);
  return missing ? 'forms.required' : 'forms.invalid';
}
