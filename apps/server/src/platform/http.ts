import type { ErrorBody, Language } from '@kontor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { translate } from './i18n.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Turns any thrown value into the failure envelope; 5xx never tells its cause. */
export function toErrorBody(error: unknown, language: Language): ErrorBody {
  if (error instanceof AppError) {
    return {
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
                  ? translate(language, f.message)
                  : f.message,
            })),
          }
        : {}),
    };
  }
  const fastifyCode = (error as { code?: string })?.code;
  const statusCode = (error as { statusCode?: number })?.statusCode;
  const mapped: Record<string, [number, string, string]> = {
    FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
    FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'errors.tooLarge'],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
    FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType'],
    FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_DATA', 'errors.bodyShape'],
    FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_DATA', 'errors.bodyShape'],
  };
  const hit = fastifyCode ? mapped[fastifyCode] : undefined;
  if (hit) {
    const [status, code, key] = hit;
    return { status, code, key, message: translate(language, key) };
  }
  if (statusCode === 400 || (error instanceof SyntaxError && statusCode !== 500)) {
    return {
      status: 400,
      code: 'INVALID_DATA',
      key: 'errors.bodyShape',
      message: translate(language, 'errors.bodyShape'),
    };
  }
  if (statusCode === 429) {
    return {
      status: 429,
      code: 'RATE_LIMITED',
      key: 'errors.rateLimited',
      message: translate(language, 'errors.rateLimited'),
    };
  }
  return {
    status: 500,
    code: 'INTERNAL',
    key: 'errors.internal',
    message: translate(language, 'errors.internal'),
  };
}

export function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  const body = toErrorBody(error, req.language ?? 'en');
  if (body.status >= 500) req.log.error({ err: error }, 'request failed');
  return reply.status(body.status).send({ success: false, error: body });
}

export function ok<T>(data: T) {
  return { success: true as const, data };
}
