import type { Queryable } from '../../platform/db/index.ts';

/** `CODE`: carries a verification code (the development mailbox and the tests read these). */
export type MessageKind = 'NOTICE' | 'CODE';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  body: string;
  attachmentUrl?: string;
  kind?: MessageKind;
}

/**
 * Mail and SMS leave through the outbox table, written in the same transaction as the change that
 * causes them, so a message is never lost nor sent for a change that rolled back. A sender (SMTP when
 * configured, mail-sender.ts) drains it; in development the outbox is the mailbox (`/dev/mailbox`).
 */
export async function queueMessage(q: Queryable, m: OutgoingMessage): Promise<number> {
  const row = await q.one<{ id: number }>(
    `INSERT INTO outbox_message (channel, recipient, subject, body, attachment_url, kind)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.channel, m.recipient, m.subject, m.body, m.attachmentUrl ?? null, m.kind ?? 'NOTICE'],
  );
  return row!.id;
}

export interface OutboxRow {
  id: number;
  channel: 'EMAIL' | 'SMS';
  kind: MessageKind;
  recipient: string;
  subject: string;
  body: string;
  attachment_url: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The newest messages, newest first (the development mailbox). */
export async function latestMessages(q: Queryable, limit = 100, recipient?: string): Promise<OutboxRow[]> {
  return q.query<OutboxRow>(
    `SELECT id, channel, kind, recipient, subject, body, attachment_url, created_at, sent_at
       FROM outbox_message WHERE ($2::text IS NULL OR recipient = $2)
      ORDER BY id DESC LIMIT $1`,
    [limit, recipient ?? null],
  );
}
