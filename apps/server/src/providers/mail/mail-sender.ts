import type { Db } from '../../platform/db/index.ts';
import type { SweepRunner } from '../../platform/jobs.ts';

// Drains the outbox's e-mails through SMTP when SMTP_URL is set (decision 043). Each message is taken
// with FOR UPDATE SKIP LOCKED, so several instances may send and none sends one twice; a failure is
// recorded and retried on a later tick, up to 5 attempts. Text messages wait for an SMS adapter (none
// is configured yet): in development the mailbox shows them.

const MAX_ATTEMPTS = 5;

interface Pending {
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

export function registerMailSender(
  sweeps: SweepRunner,
  db: Db,
  config: { smtpUrl?: string; mailFrom: string },
): void {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl) return;
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport(smtpUrl),
  );
  sweeps.registerTicker('mail-sender', async () => {
    for (let i = 0; i < 50; i++) {
      // A one-minute lease, taken in one statement: no transaction stays open while SMTP answers.
      const m = await db.one<Pending>(
        `UPDATE outbox_message SET lease_until = now() + interval '1 minute', attempts = attempts + 1
          WHERE id = (SELECT id FROM outbox_message
                       WHERE sent_at IS NULL AND channel = 'EMAIL' AND attempts < $1
                         AND (lease_until IS NULL OR lease_until < now())
                       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id, recipient, subject, body`,
        [MAX_ATTEMPTS],
      );
      if (!m) break;
      try {
        await (await transport).sendMail({
          from: mailFrom,
          to: m.recipient,
          subject: m.subject,
          text: m.body,
        });
        await db.query('UPDATE outbox_message SET sent_at = now(), lease_until = NULL WHERE id = $1', [m.id]);
      } catch (error) {
        await db.query('UPDATE outbox_message SET last_error = $2 WHERE id = $1', [
          m.id,
          String((error as Error).message ?? error).slice(0, 500),
        ]);
      }
    }
  });
}
