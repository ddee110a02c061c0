import { mailDeliveryFailures } from '../observability/metrics.server.ts';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Logger } from '../config/logger.server.ts';
import { isStorageUnwritable } from '../db/database-availability.ts';
import type { Database } from '../db/schema.ts';
import type { MailTransport } from '../mail/mail-transport.server.ts';
import { claimOutboxMessage, findClaimableIds, markOutboxSent, releaseOutboxMessage, type OutboxRow } from '../repositories/outbox.repository.ts';
import { retryDelayMs } from './retry-backoff.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** how long a claim lasts; a worker that dies mid-delivery frees its message after this */
  leaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  workerId?: string;
  /**
   * Take the connection the sent mark is written on from the pool before the SMTP send (PostgreSQL).
   * Then the mark goes out the moment the server accepts, as on SQLite, instead of queueing for a free
   * connection under load; a mark that waited, or timed out, left the message to be sent again when
   * the lease ran out. Not for SQLite: its one connection would be held for the whole SMTP dialogue.
   */
  reserveMarkConnection?: boolean;
  now?: () => Date;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  readonly workerId: string;
  /** Delivers every message that is due now; safe to run in several processes at once. */
  deliverDue(): Promise<DeliveryReport>;
}

/** SMTP 5xx answers are permanent (unknown mailbox, rejected content): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * At-least-once delivery with a stable Message-ID (docs/mail-delivery.md):
 * 1. a message is claimed by a conditional UPDATE (status, lease, claim token) that only one worker wins;
 * 2. it is sent with its stable Message-ID;
 * 3. it is marked sent only by the claim holder (WHERE claim_token = mine), in its own autocommit
 *    statement right after the SMTP server accepted it (no batch, no transaction around it).
 * If the process dies between the acceptance and the mark, the lease runs out and another worker
 * sends the message again with the same Message-ID: the file outbox rewrites the same file, and mail
 * systems drop a repeated Message-ID. An SMTP failure releases the claim with exponential backoff.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const batchSize = options.batchSize ?? 25;
  const now = options.now ?? (() => new Date());

  /** Marks the message sent; a failed write is retried briefly (the lease would resend it otherwise). */
  async function markSent(on: Kysely<Database>, row: OutboxRow, token: string): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await markOutboxSent(attempt === 1 ? on : db, row.id, token, now().toISOString());
      } catch (error) {
        if (attempt >= 3) throw error;
        logger.warn({ messageId: row.message_id, attempt, err: describe(error) }, 'could not mark a sent mail, trying again');
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function deliver(row: OutboxRow, token: string): Promise<'sent' | 'retried' | 'failed'> {
    if (!options.reserveMarkConnection) return deliverWith(db, row, token);
    return db.connection().execute((connection) => deliverWith(connection, row, token));
  }

  /** `markDb` is where the outcome is written: the reserved connection, or the database. */
  async function deliverWith(markDb: Kysely<Database>, row: OutboxRow, token: string): Promise<'sent' | 'retried' | 'failed'> {
    try {
      await transport.send({
        messageId: row.message_id,
        from: options.from,
        to: row.recipient,
        replyTo: row.reply_to,
        subject: row.subject,
        html: row.html_body,
        text: row.text_body,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
        date: new Date(row.created_at),
      });
    } catch (error) {
      const permanent = isPermanent(error);
      // A full or read-only disk of the file transport is the site's outage, not the message's fault:
      // it keeps its place until space is back rather than being given up.
      const exhausted = row.attempts >= options.maxAttempts && !isStorageUnwritable(error);
      const failed = permanent || exhausted;
      const at = now();
      await releaseOutboxMessage(markDb, row.id, token, {
        status: failed ? 'failed' : 'pending',
        nextAttemptAt: new Date(at.getTime() + (failed ? 0 : retryDelayMs(row.attempts))).toISOString(),
        error: describe(error),
      });
      mailDeliveryFailures.inc({ outcome: failed ? 'failed' : 'retried' });
      const log = { messageId: row.message_id, kind: row.kind, attempts: row.attempts, err: describe(error) };
      if (failed) logger.error(log, permanent ? 'mail rejected permanently' : 'mail delivery gave up after the last attempt');
      else logger.warn(log, 'mail delivery failed, will retry');
      return failed ? 'failed' : 'retried';
    }
    const marked = await markSent(markDb, row, token);
    // Only possible when this delivery outlived its lease and another worker took the message over.
    if (!marked) logger.warn({ messageId: row.message_id }, 'mail sent but the claim had expired; the receiver sees the same Message-ID');
    logger.info({ messageId: row.message_id, kind: row.kind, attempts: row.attempts, transport: transport.kind }, 'mail sent');
    return 'sent';
  }

  return {
    workerId,
    async deliverDue() {
      const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
      // Bounded: released messages are due later, so each round only sees new or freed messages.
      for (let round = 0; round < 40; round++) {
        const at = now();
        const ids = await findClaimableIds(db, at.toISOString(), batchSize);
        if (ids.length === 0) break;
        let claimedAny = false;
        for (const id of ids) {
          const token = randomUUID();
          const claimedAt = now();
          const row = await claimOutboxMessage(db, id, {
            token,
            workerId,
            now: claimedAt.toISOString(),
            leaseUntil: new Date(claimedAt.getTime() + options.leaseMs).toISOString(),
          });
          if (!row) continue;
          claimedAny = true;
          report[await deliver(row, token)]++;
        }
        if (!claimedAny || ids.length < batchSize) break;
      }
      return report;
    },
  };
}
