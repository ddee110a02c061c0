import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RenderedMail } from '../mail/mail-layout.ts';
import { insertOutboxMessage } from '../repositories/outbox.repository.ts';

/** What a message is about; kept on the row for operators and tests. */
export type MailKind =
  | 'lead-seller'
  | 'lead-copy'
  | 'automatch-dealer'
  | 'agent-confirmation'
  | 'agent-digest'
  | 'agent-link'
  | 'fraud-notice'
  | 'price-alert-confirmation'
  | 'price-alert'
  | 'price-alert-weekly'
  | 'value-alert-confirmation'
  | 'value-alert'
  | 'listing-blocked'
  | 'listing-confirmation'
  | 'listing-ended';

export interface MailToQueue {
  kind: MailKind;
  /**
   * Unique per logical message (e.g. 'lead-seller-{identifier}'): it becomes the Message-ID, so
   * enqueueing the same message twice stores it once and a resent message carries the same id.
   */
  key: string;
  to: string;
  replyTo?: string | null;
  mail: RenderedMail;
  headers?: Record<string, string>;
  /** earliest delivery; default now */
  notBefore?: Date;
}

export interface Outbox {
  /** The Message-ID a key gets ('<key@domain>'). */
  messageIdFor(key: string): string;
  /**
   * Stores a message for delivery. Call it with the transaction that writes the cause (the lead,
   * the subscription, the report): both are committed together or not at all.
   */
  enqueue(db: Kysely<Database>, message: MailToQueue, now: Date): Promise<string>;
  /** Wakes the in-process worker after a commit, so a message does not wait for the next poll. */
  notify(): void;
  onEnqueued(listener: () => void): () => void;
}

/** The domain of the sender address ('Site <noreply@example.at>' → 'example.at'). */
function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** `defaultReplyTo` (MAIL_REPLY_TO) applies to system mails; leads set the buyer as Reply-To themselves. */
export function createOutbox(options: { from: string; defaultReplyTo?: string | undefined }): Outbox {
  const domain = senderDomain(options.from);
  const listeners = new Set<() => void>();
  const messageIdFor = (key: string) => `<${key.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
  return {
    messageIdFor,
    async enqueue(db, message, now) {
      const messageId = messageIdFor(message.key);
      await insertOutboxMessage(db, {
        message_id: messageId,
        kind: message.kind,
        recipient: message.to,
        reply_to: message.replyTo ?? options.defaultReplyTo ?? null,
        subject: message.mail.subject,
        html_body: message.mail.html,
        text_body: message.mail.text,
        headers: message.headers && Object.keys(message.headers).length > 0 ? JSON.stringify(message.headers) : null,
        next_attempt_at: (message.notBefore ?? now).toISOString(),
        claim_token: null,
        claimed_by: null,
        claim_expires_at: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
      });
      return messageId;
    },
    notify() {
      for (const listener of listeners) listener();
    },
    onEnqueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
