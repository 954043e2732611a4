import type { ErrorBody, Language } from '@kontor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { translate } from './i18n.ts';
import { zodFields } from './validation.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const MAPPED: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_DATA', 'errors.bodyShape'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_DATA', 'errors.bodyShape'],
  // A path that cannot be percent-decoded names nothing we serve.
  FST_ERR_BAD_URL: [404, 'NOT_FOUND', 'errors.notFound'],
};

const BY_STATUS: Record<number, [string, string]> = {
  400: ['INVALID_DATA', 'errors.bodyShape'],
  404: ['NOT_FOUND', 'errors.notFound'],
  405: ['NOT_FOUND', 'errors.notFound'],
  413: ['PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
  414: ['PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
  429: ['RATE_LIMITED', 'errors.rateLimited'],
  431: ['PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
};

/** A PostgreSQL error (pg and PGlite both carry the SQLSTATE in `code` and a `severity`). */
function isDatabaseError(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'severity' in error;
}

/** Turns any thrown value into the failure envelope; 5xx never tells its cause. */
export function toErrorBody(error: unknown, language: Language): ErrorBody {
  if (error instanceof AppError) {
    return withFields({
      status: error.status,
      code: error.code,
      key: error.key,
      message: translate(language, error.key, error.params),
      ...(error.fields
        ? {
            fields: error.fields.map((f) => ({
              path: f.path,
              message:
                f.message.includes('.') && !f.message.includes(' ')
                  ? translate(language, f.message, error.params)
                  : f.message,
            })),
          }
        : {}),
    });
  }
  // A schema parsed with .parse() instead of parsePayload: still bad input, with its fields.
  if (error instanceof z.ZodError) {
    return toErrorBody(new AppError('INVALID_DATA', 'errors.invalidData', {}, zodFields(error)), language);
  }
  const errorCode = (error as { code?: unknown })?.code;
  const code = typeof errorCode === 'string' ? errorCode : undefined;
  const statusCode = (error as { statusCode?: number })?.statusCode;
  const hit = code ? MAPPED[code] : undefined;
  if (hit) {
    const [status, c, key] = hit;
    return withFields({ status, code: c, key, message: translate(language, key) });
  }
  // Safety net, not the fix: a value PostgreSQL refuses as data (class 22: invalid text, numeric out
  // of range, NUL byte …) is bad input that a schema let through. Schemas must stop it first.
  if (code && /^22[0-9A-Z]{3}$/.test(code) && isDatabaseError(error)) {
    return withFields({
      status: 400,
      code: 'INVALID_DATA',
      key: 'errors.invalidData',
      message: translate(language, 'errors.invalidData'),
    });
  }
  if (statusCode === 400 || (error instanceof SyntaxError && statusCode !== 500)) {
    return withFields({
      status: 400,
      code: 'INVALID_DATA',
      key: 'errors.bodyShape',
      message: translate(language, 'errors.bodyShape'),
    });
  }
  // Other client errors of Fastify and its plugins (limits of multipart parts, fields, …).
  const byStatus = statusCode ? BY_STATUS[statusCode] : undefined;
  if (byStatus) {
    const [c, key] = byStatus;
    return withFields({ status: statusCode!, code: c, key, message: translate(language, key) });
  }
  return {
    status: 500,
    code: 'INTERNAL',
    key: 'errors.internal',
    message: translate(language, 'errors.internal'),
  };
}

/** Bad input always names its fields (DESIGN §4); a body that is wrong as a whole names the root. */
function withFields(body: ErrorBody): ErrorBody {
  return body.code === 'INVALID_DATA' && !body.fields
    ? { ...body, fields: [{ path: '', message: body.message }] }
    : body;
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  // The client went away while a (compressed) answer was streaming: nothing is left to answer and
  // nothing failed on our side.
  if (clientWentAway(req, error)) {
    req.log.info({ method: req.method, url: req.url }, 'client closed the request');
    return reply;
  }
  const body = toErrorBody(error, req.language ?? 'en');
  if (body.status >= 500) req.log.error({ err: error, method: req.method, url: req.url }, 'request failed');
  else if (isDatabaseError(error)) req.log.warn({ err: error }, 'bad input reached the database');
  return reply.status(body.status).send({ success: false, error: body });
}

function clientWentAway(req: FastifyRequest, error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' && (req.raw.destroyed || req.raw.socket?.destroyed === true);
}

export function ok<T>(data: T) {
  return { success: true as const, data };
}
