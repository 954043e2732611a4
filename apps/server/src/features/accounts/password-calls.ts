import {
  changePasswordSchema,
  codeSentResponseSchema,
  emailCodeCheckSchema,
  emailResetSchema,
  emailResetSendSchema,
  mobileResetSchema,
  mobileResetSendSchema,
  normaliseEmail,
  normalisePhone,
  nullResponseSchema,
  passwordSendEmailSchema,
  passwordSendSmsSchema,
  resetByVerifyTokenSchema,
  smsCodeCheckSchema,
  verifyTokenResponseSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { startSession } from '../../platform/sessions.ts';
import { changePassword, resetPassword, sendResetCode, verifyResetCode } from './password-service.ts';
import { checkCaptcha } from './verification-codes.ts';

const BASE = '/api/user/web';

/**
 * Password reset and change under /api/user/web (spec §7, decision 043). Two families with the same
 * rules: `password/*` (captcha required on the sends) and `mobile/reset/*`, `email/reset/*`.
 */
export async function passwordRoutes(app: FastifyInstance) {
  const { db, config, limiter } = app;
  const ctx = (req: FastifyRequest) => ({ ip: req.ip, language: req.language });

  const sendSms = (captchaRequired: boolean) =>
    jsonRoute(codeSentResponseSchema, async (req) => {
      const input = parsePayload(captchaRequired ? passwordSendSmsSchema : mobileResetSendSchema, req.body);
      await checkCaptcha(db, input, captchaRequired);
      const destination = normalisePhone(input.mobilePrefix, input.mobile);
      return sendResetCode(db, limiter, { channel: 'SMS', destination }, ctx(req));
    });
  const sendEmail = (captchaRequired: boolean) =>
    jsonRoute(codeSentResponseSchema, async (req) => {
      const input = parsePayload(captchaRequired ? passwordSendEmailSchema : emailResetSendSchema, req.body);
      await checkCaptcha(db, input, captchaRequired);
      return sendResetCode(
        db,
        limiter,
        { channel: 'EMAIL', destination: normaliseEmail(input.email) },
        ctx(req),
      );
    });
  const checkSms = jsonRoute(verifyTokenResponseSchema, async (req) => {
    const input = parsePayload(smsCodeCheckSchema, req.body);
    const destination = normalisePhone(input.mobilePrefix, input.mobile);
    return verifyResetCode(
      db,
      limiter,
      { channel: 'SMS', destination, code: input.smsCode, field: 'smsCode' },
      req.ip,
    );
  });
  const checkEmail = jsonRoute(verifyTokenResponseSchema, async (req) => {
    const input = parsePayload(emailCodeCheckSchema, req.body);
    const destination = normaliseEmail(input.email);
    return verifyResetCode(
      db,
      limiter,
      { channel: 'EMAIL', destination, code: input.emailCode, field: 'emailCode' },
      req.ip,
    );
  });

  app.post(`${BASE}/password/send-sms`, sendSms(true));
  app.post(`${BASE}/password/send-email`, sendEmail(true));
  app.post(`${BASE}/password/reset-sms-code-verify`, checkSms);
  app.post(`${BASE}/password/reset-email-code-verify`, checkEmail);
  app.post(
    `${BASE}/password/reset-by-verify-token`,
    jsonRoute(nullResponseSchema, async (req) => {
      const input = parsePayload(resetByVerifyTokenSchema, req.body);
      await resetPassword(db, input);
      return null;
    }),
  );

  app.post(`${BASE}/mobile/reset/send-sms`, sendSms(false));
  app.post(`${BASE}/mobile/reset/check-sms-code`, checkSms);
  app.post(
    `${BASE}/mobile/reset`,
    jsonRoute(nullResponseSchema, async (req) => {
      const input = parsePayload(mobileResetSchema, req.body);
      const destination = normalisePhone(input.mobilePrefix, input.mobile);
      await resetPassword(db, { verifyToken: input.verifyToken, password: input.password, destination });
      return null;
    }),
  );

  app.post(`${BASE}/email/reset/send-email`, sendEmail(false));
  app.post(`${BASE}/email/reset/check-email-code`, checkEmail);
  app.post(
    `${BASE}/email/reset`,
    jsonRoute(nullResponseSchema, async (req) => {
      const input = parsePayload(emailResetSchema, req.body);
      const destination = normaliseEmail(input.email);
      await resetPassword(db, { verifyToken: input.verifyToken, password: input.password, destination });
      return null;
    }),
  );

  app.put(
    `${BASE}/password/change-password`,
    jsonRoute(nullResponseSchema, async (req, reply) => {
      if (!req.user) throw unauthorized();
      if (req.user.isTourist) throw unauthorized('errors.signInRequired');
      const input = parsePayload(changePasswordSchema, req.body);
      await changePassword(db, limiter, req.user.id, input);
      // Every session ended; this request's browser continues in a new one.
      await startSession(db, config, req, reply, req.user.id);
      return null;
    }),
  );
}
