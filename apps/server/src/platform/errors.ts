import { ERROR_CODES, type ErrorCode, type FieldError } from '@kontor/domain';

/** An expected failure: becomes the failure envelope with its status, code and i18n key. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode | string,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fields?: FieldError[],
    status?: number,
  ) {
    super(key);
    this.status = status ?? ERROR_CODES[code as ErrorCode] ?? 400;
  }
}

export const notFound = (key = 'errors.notFound') => new AppError('NOT_FOUND', key);
export const conflict = (key = 'errors.conflict', params?: Record<string, unknown>) =>
  new AppError('CONFLICT', key, params);
export const forbidden = (key = 'errors.forbidden') => new AppError('FORBIDDEN', key);
export const unauthorized = (key = 'errors.unauthorized') => new AppError('UNAUTHORIZED', key);
export const invalid = (fields: FieldError[], key = 'errors.invalidData') =>
  new AppError('INVALID_DATA', key, {}, fields);
