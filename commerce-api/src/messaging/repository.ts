import type { Executor } from '../db/store.ts';

export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The demo outbox: what would have been e-mailed or texted, kept for someone at this machine. */
export function messagingRepository(db: Executor) {
  return {
    async keep(message: { channel: string; to: string; subject: string; body: string; at: string }): Promise<void> {
      await db.insertInto('outbox').values({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.body, created_at: message.at }).execute();
    },

    /** The newest messages to `recipient`, whatever the case of its letters (e-mail addresses). */
    async sentTo(recipient: string, limit: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient as to', 'subject', 'body', 'created_at'])
        .where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient.toLowerCase()))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type MessagingRepository = ReturnType<typeof messagingRepository>;
