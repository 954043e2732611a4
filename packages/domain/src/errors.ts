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
