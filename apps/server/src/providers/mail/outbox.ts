import type { Queryable } from '../../platform/db/index.ts';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  attachmentUrl?: string;
}

/**
 * Mail and SMS leave through the outbox table, written in the same transaction as the change that
 * causes them, so a message is never lost nor sent for a change that rolled back. A sender (SMTP when
 * configured) drains it; in development the outbox is the mailbox.
 */
export async function queueMessage(q: Queryable, m: OutgoingMessage): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO outbox_message (channel, recipient, subject, body, attachment_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [m.channel, m.recipient, m.subject, m.body, m.attachmentUrl ?? null],
  );
  return row!.id;
}
